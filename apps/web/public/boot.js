// A page rendered on the server reads without scripts: the app's own are asked for once the page has been
// painted, so on a slow connection its picture and fonts come first. The server puts this file (an
// external one: the CSP allows no inline script) in place of the app's script tags, with their addresses.
(() => {
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
