import { describe, expect, it } from 'vitest';
import { withScriptsAfterPaint } from './server-render.ts';

const built = `<!doctype html>
<html lang="fa" dir="rtl">
  <head>
    <title>راستی</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-vendor-1.js">
    <link rel="modulepreload" crossorigin href="/assets/mui-vendor-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('scripts after the first paint', () => {
  it('puts /boot.js in place of the entry script and every modulepreload, the page chunks included once', () => {
    const html = withScriptsAfterPaint(built, [
      '/assets/HomePage-4.js',
      '/assets/mui-vendor-2.js',
      '/assets/index-abc.js',
    ]);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script src="/boot.js" defer data-entry="/assets/index-abc.js" data-preload="/assets/react-vendor-1.js /assets/mui-vendor-2.js /assets/HomePage-4.js"></script>',
    );
    // the stylesheet stays where it is: the page needs it to be drawn
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
  });

  it('leaves a page without the built entry as it is', () => {
    const plain = '<html><head></head><body><div id="root"></div></body></html>';
    expect(withScriptsAfterPaint(plain, ['/assets/x.js'])).toBe(plain);
  });
});
