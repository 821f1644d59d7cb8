// A page rendered on the server reads without scripts: the app's own are asked for once the page has been
// painted, so on a slow connection its picture and fonts come first. The server puts this file (an
// external one: the CSP allows no inline script but the light page's few statements, by their hash) in
// place of the app's script tags, with their addresses.
(() => {
  // A light page (Save-Data: on, or a slow connection the browser reports): marked on <html> before the
  // page was laid out, by the server or by the few inline statements first in its head
  // (apps/server/src/lib/light-page.ts).
  const light = 'light' in document.documentElement.dataset;
  // The service worker (docs/decisions/0035), registered once the page has been painted; after a visit it
  // fetches the newest reports for reading offline (once a day at most, never on a slow connection).
  if ('serviceWorker' in navigator && window.isSecureContext) {
    const register = () => {
      navigator.serviceWorker
        .register('/sw.js', { scope: '/' })
        .then(() => navigator.serviceWorker.ready)
        .then((registration) => {
          if (light) return;
          const idle = window.requestIdleCallback ?? ((fn) => setTimeout(fn, 2000));
          idle(() => registration.active?.postMessage({ type: 'warm' }), { timeout: 10000 });
        })
        .catch(() => undefined);
    };
    if (document.readyState === 'complete') setTimeout(register, 0);
    else window.addEventListener('load', () => setTimeout(register, 0), { once: true });
  }
  const self = document.currentScript;
  const entry = self?.dataset.entry;
  if (!entry) return;
  const preloads = (self.dataset.preload ?? '').split(' ').filter(Boolean);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // after the first frame; a tab opened in the background (no frames) starts within a second anyway
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1000);
})();
