import { useSyncExternalStore } from 'react';

const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Whether a CSS media query matches, following its changes (MUI's useMediaQuery without its code). The
 * server and the hydrating render see `false`; the browser's own answer follows at once.
 */
export function useMediaMatch(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (!hasMatchMedia()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => hasMatchMedia() && window.matchMedia(query).matches,
    () => false,
  );
}
