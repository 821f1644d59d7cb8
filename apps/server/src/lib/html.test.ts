import { describe, expect, it } from 'vitest';
import { cleanHtml, storeInlineImages } from './html.ts';

describe('cleanHtml: the editor allow-list', () => {
  it('keeps what the editor makes', () => {
    const html =
      '<h2 style="text-align: center">عنوان</h2><p style="text-align: right"><strong>پررنگ</strong> <em>کج</em> ' +
      '<u>زیرخط</u> <s>خط</s> <code>x</code><br><span style="color: #ff0000; font-size: 20px">رنگی</span></p>' +
      '<ul><li>یک</li></ul><ol><li>دو</li></ol><blockquote>نقل</blockquote><pre>کد</pre>' +
      '<p><img src="/media/subjects/a.webp" alt="تصویر" title="t" width="300" data-align="center"></p>';
    expect(cleanHtml(html)).toBe(html);
  });

  it('removes scripts, handlers, javascript: links, frames, svg, forms and other styles', () => {
    const dirty =
      '<p onclick="x()">متن<script>alert(1)</script></p><img src="x.png" onerror="alert(1)">' +
      '<a href="javascript:alert(1)">بد</a><a href="JaVaScRiPt:alert(1)">بد۲</a><iframe src="https://e.com"></iframe>' +
      '<svg><script>alert(1)</script><circle r="1"/></svg><form><input></form>' +
      '<span style="color: red; position: fixed; background: url(https://e.com/x)">s</span>' +
      '<p style="color: red">no colour on p</p><div class="x">div</div><style>p{}</style>';
    const clean = cleanHtml(dirty);
    for (const bad of [
      '<script',
      'onclick',
      'onerror',
      'javascript:',
      '<iframe',
      '<svg',
      '<form',
      '<input',
      'position',
      'url(',
      'class=',
      '<div',
      '<style',
      'alert',
    ]) {
      expect(clean.toLowerCase()).not.toContain(bad.toLowerCase());
    }
    expect(clean).toContain('<span style="color: red">s</span>');
    expect(clean).toContain('<p>no colour on p</p>');
    expect(clean).toContain('div');
  });

  it('allows only the spec link schemes and makes links safe', () => {
    const out = cleanHtml(
      '<a href="https://a.ir" target="_self">a</a><a href="mailto:x@y.ir">m</a><a href="tel:0912">t</a>' +
        '<a href="xmpp:x@y">x</a><a href="data:text/html,hi">d</a><a href="vbscript:x">v</a><a href="matrix:r/x">mx</a>',
    );
    expect(out).toContain('<a href="https://a.ir" target="_blank" rel="noopener noreferrer nofollow">a</a>');
    expect(out).toContain('href="mailto:x@y.ir"');
    expect(out).toContain('href="tel:0912"');
    expect(out).toContain('href="xmpp:x@y"');
    expect(out).not.toContain('data:text');
    expect(out).not.toContain('vbscript');
    expect(out).not.toContain('matrix:');
  });

  it('drops images with other sources and attributes of odd form', () => {
    const out = cleanHtml(
      '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="svg"><img src="//evil.example/x.png" alt="p">' +
        '<img src="https://a.ir/x.png" width="100px; x" align="middle" data-x="1">',
    );
    expect(out).toBe('<img src="https://a.ir/x.png">');
  });
});

describe('storeInlineImages', () => {
  it('replaces data-URL images by the saved URL, storing equal images once', async () => {
    const png = Buffer.from('fake-png-bytes').toString('base64');
    const saved: Buffer[] = [];
    const html = `<p><img src="data:image/png;base64,${png}" alt="a"><img src="data:image/png;base64,${png}"></p>`;
    const out = await storeInlineImages(cleanHtml(html), async (bytes) => {
      saved.push(bytes);
      return `/media/subjects/${saved.length}.webp`;
    });
    expect(saved).toHaveLength(1);
    expect(saved[0]!.toString()).toBe('fake-png-bytes');
    expect(out).toBe('<p><img src="/media/subjects/1.webp" alt="a"><img src="/media/subjects/1.webp"></p>');
  });

  it('reads images as text: only real img elements, quoted values holding > or src= included', async () => {
    const png = Buffer.from('bytes').toString('base64');
    const data = `data:image/png;base64,${png}`;
    const html = cleanHtml(
      `<p>src="${data}" &lt;img src="${data}"&gt;</p><img alt='a > b src="${data}"' src="${data}" title="t">`,
    );
    const saved: string[] = [];
    const out = await storeInlineImages(html, async (bytes) => {
      saved.push(bytes.toString());
      return '/media/reviews/1.webp';
    });
    expect(saved).toEqual(['bytes']);
    // the text and the alt keep their words; the one src becomes the stored file's URL
    expect(out).toBe(html.replace(`" src="${data}"`, '" src="/media/reviews/1.webp"'));
    expect(out.match(/src="\/media/g)).toHaveLength(1);
  });

  it('leaves HTML without data URLs untouched', async () => {
    const html = '<p><img src="/media/x.webp"></p>';
    expect(await storeInlineImages(html, async () => 'never')).toBe(html);
  });
});
