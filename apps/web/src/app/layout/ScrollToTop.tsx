import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where the reader left each history entry (React Router's location key), for back and forward. */
const positions = new Map<string, number>();
/** Frames to keep trying a restore while the page's content is still arriving. */
const RESTORE_FRAMES = 30;

/**
 * A new page starts at its top on every screen; back and forward return to where the reader was on
 * that entry. A change of the query alone (filters, search) keeps the position.
 */
export function ScrollToTop() {
  const { key, pathname } = useLocation();
  const type = useNavigationType();
  const shown = useRef({ key, pathname });

  useEffect(() => {
    // the browser's own restore runs before the app has drawn the page it returns to
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const save = () => positions.set(shown.current.key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);

  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = { key, pathname };
    if (before.key === key) return;
    if (type !== 'POP') {
      if (before.pathname !== pathname) window.scrollTo({ top: 0, left: 0 });
      return;
    }
    const target = positions.get(key);
    if (target === undefined) return;
    let frames = 0;
    let frame = 0;
    const restore = () => {
      window.scrollTo({ top: target, left: 0 });
      if (Math.abs(window.scrollY - target) > 1 && frames++ < RESTORE_FRAMES) {
        frame = requestAnimationFrame(restore);
      }
    };
    restore();
    return () => cancelAnimationFrame(frame);
  }, [key, pathname, type]);

  return null;
}
