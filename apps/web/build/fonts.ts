import type { Plugin } from 'vite';

const FONTSOURCE_CSS = /[\\/]@fontsource[\\/]vazirmatn[\\/][^\\/]+\.css$/;

/**
 * Text never moves when the fonts arrive: the bundled Vazirmatn faces are `optional`, not `swap`. A face
 * that is not there for the first paint (a slow phone's first visit) is not swapped in later, where its
 * other widths and heights would move the page (CLS 0.21 on the home page's scores table); it is cached
 * for the visit's next page. Preloading them instead delayed the largest paint by about a second on
 * Lighthouse's phone (113 KB of fonts ahead of the page's picture).
 */
export function fonts(): Plugin {
  return {
    name: 'rasti-fonts',
    transform(code, id) {
      if (!FONTSOURCE_CSS.test(id)) return null;
      return { code: code.replace(/font-display:\s*swap/g, 'font-display: optional'), map: null };
    },
  };
}
