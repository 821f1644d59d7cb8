import { describe, expect, it } from 'vitest';
import { withRenderedApp, withScriptsAfterPaint } from './server-render.ts';

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

// The steps as they were written before the template was cut once (the reference the faster forms keep to).
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOADS = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
function scriptsStepByStep(indexHtml: string, extra: string[]): string {
  const entry = ENTRY.exec(indexHtml)?.[1];
  if (!entry) return indexHtml;
  const preloads = [...indexHtml.matchAll(PRELOADS)].map((m) => m[1] as string);
  const all = [...new Set([...preloads, ...extra])].filter((href) => href !== entry);
  const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return indexHtml
    .replace(PRELOADS, '')
    .replace(
      ENTRY,
      () =>
        `<script src="/boot.js" defer data-entry="${attr(entry)}" data-preload="${attr(all.join(' '))}"></script>`,
    );
}
const renderedStepByStep = (indexHtml: string, head: string, html: string, state: string) =>
  indexHtml
    .replace(/<\/head>/i, () => `  ${head}\n  </head>`)
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${html}</div>\n    ${state}`)
    .replace(/\s*<noscript>[^<]*<\/noscript>/, '');

const withNoscript = built.replace(
  '<body><div id="root"></div>',
  '<body>\n    <noscript>جاوااسکریپت را روشن کنید.</noscript>\n    <div id="root"></div>',
);

describe('a rendered page made from its template', () => {
  const head = '<link rel="stylesheet" href="/assets/ssr-1.css"><style data-emotion="muirtl a">.a{}</style>';
  const state = '<script type="application/json" id="rasti-state">{"s":[],"q":[]}</script>';
  // the ask form's markup carries a noscript of its own: only the template's is taken out
  const markup = '<main><noscript>این فرم جاوااسکریپت می‌خواهد.</noscript><p>$& $1 $$</p></main>';

  it('is the same page the three replaces made, for the built template and for others', () => {
    const templates = [
      withNoscript,
      // no noscript in the template: the first one there is, the markup's, goes (as it did)
      built,
      withNoscript.replace('</head>', '</HEAD>'),
      // the noscript after the root
      built.replace('</body>', '<noscript>x</noscript></body>'),
      '<html><head></head><body><noscript>y</noscript></body></html>',
    ];
    for (const template of templates) {
      expect(withRenderedApp(template, head, markup, state)).toBe(
        renderedStepByStep(template, head, markup, state),
      );
    }
    const page = withRenderedApp(withNoscript, head, markup, state);
    expect(page).not.toContain('جاوااسکریپت را روشن کنید');
    expect(page).toContain('این فرم جاوااسکریپت می‌خواهد');
  });

  it('rewrites the scripts as before, for pages whose heads differ and whose chunks differ', () => {
    const chunks = [[], ['/assets/SubjectPage-5.js'], ['/assets/HomePage-4.js', '/assets/react-vendor-1.js']];
    for (const title of ['یک', 'دو', 'یک']) {
      const headed = withNoscript.replace('<title>راستی</title>', `<title>${title}</title>`);
      for (const extra of chunks) {
        expect(withScriptsAfterPaint(headed, extra)).toBe(scriptsStepByStep(headed, extra));
      }
    }
    // a modulepreload link before the entry script: the whole page is rewritten, as before
    const early = built.replace(
      '<title>راستی</title>',
      '<title>راستی</title><link rel="modulepreload" crossorigin href="/assets/early-0.js">',
    );
    expect(withScriptsAfterPaint(early, ['/assets/x.js'])).toBe(scriptsStepByStep(early, ['/assets/x.js']));
    expect(withScriptsAfterPaint(early, ['/assets/x.js'])).not.toContain('modulepreload');
  });
});
