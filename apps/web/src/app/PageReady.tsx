import { useEffect } from 'react';
import { adoptTypedBeforeHydration } from '../lib/ssr/typed-before-hydration';

/**
 * Marks the page as the app's (data-app-ready on <html>) once the screen beside it is live: a page
 * rendered on the server answers clicks and typing from then on.
 */
export function PageReady() {
  useEffect(() => {
    adoptTypedBeforeHydration();
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}
