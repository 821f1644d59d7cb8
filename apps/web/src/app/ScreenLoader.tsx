import { useEffect } from 'react';
import { PageLoader } from '../components/PageLoader';
import { globalLoading } from '../lib/ui/global-loading';

/** How long a screen's code may take before the full-screen loading overlay covers the wait. */
export const SCREEN_OVERLAY_AFTER_MS = 600;

/**
 * What shows while a screen's code arrives (a lazily loaded chunk): the small in-page spinner at once,
 * and the spec's global loading overlay (the moving magnifier) if the code takes more than a moment, as
 * a staff screen's editor or date pickers can on a slow link. The overlay goes when the screen arrives.
 */
export function ScreenLoader() {
  useEffect(() => {
    let started = false;
    const timer = window.setTimeout(() => {
      started = true;
      globalLoading.start();
    }, SCREEN_OVERLAY_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      if (started) globalLoading.stop();
    };
  }, []);
  return <PageLoader />;
}
