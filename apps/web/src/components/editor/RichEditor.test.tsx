import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { theme } from '../../app/providers/theme';
import { isAllowedLink, normalizeLink } from './editor-config';
import { readImportFile, textToHtml } from './import-file';
import { EDITOR_MESSAGES as M } from './messages';
import { RichEditor } from './RichEditor';
import DefaultRichEditor from './RichEditor';
import { find as linkifyFind } from 'linkifyjs';
import { StrictMode } from 'react';

// linkify keeps the console.warn it found when it loaded: collect what it says from before it loads
const linkifyWarnings = vi.hoisted(() => {
  const said: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => {
    if (String(args[0]).includes('linkifyjs')) said.push(String(args[0]));
    else original(...args);
  };
  return said;
});

beforeAll(() => {
  // jsdom does no layout; ProseMirror asks for rectangles when it scrolls the selection into view
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const emptyRect = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = emptyRect;
  if (!document.elementFromPoint) document.elementFromPoint = () => null;
});

function Harness({ initial = '', onChange }: { initial?: string; onChange?: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ThemeProvider theme={theme}>
      <RichEditor
        label="محتوا"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange?.(html);
        }}
      />
      <output data-testid="html">{value}</output>
    </ThemeProvider>
  );
}

const user = () => userEvent.setup({ pointerEventsCheck: 0, delay: null });
const html = () => screen.getByTestId('html').textContent ?? '';
const file = (name: string, text: string, type = '') => new File([text], name, { type });

describe('link schemes (spec section 5)', () => {
  it('accepts only http, https, ftp, ftps, mailto, tel, callto, sms, cid and xmpp', () => {
    for (const ok of [
      'http://a.ir',
      'https://a.ir/x?y=1',
      'ftp://f.ir',
      'ftps://f.ir',
      'mailto:a@b.ir',
      'tel:09120000000',
      'callto:someone',
      'sms:0912',
      'cid:part1',
      'xmpp:a@b.ir',
      'HTTPS://A.IR',
    ]) {
      expect(normalizeLink(ok), ok).toBe(ok);
    }
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' java\tscript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      'file:///etc/passwd',
      'matrix:r/x',
      'no spaces allowed.ir/ x',
      '',
    ]) {
      expect(normalizeLink(bad), bad).toBeNull();
      expect(isAllowedLink(bad)).toBe(false);
    }
  });

  it('completes a bare address with https', () => {
    expect(normalizeLink('example.ir/news')).toBe('https://example.ir/news');
    expect(normalizeLink('/news-subjects')).toBe('/news-subjects');
  });

  it('drops a javascript: link from content it is given but keeps an allowed one', async () => {
    render(
      <Harness initial='<p><a href="javascript:alert(1)">بد</a> <a href="mailto:a@b.ir">نامه</a></p>' />,
    );
    const editorBox = await screen.findByRole('textbox', { name: 'محتوا' });
    await waitFor(() => expect(editorBox.querySelector('a[href="mailto:a@b.ir"]')).not.toBeNull());
    expect(editorBox.innerHTML).not.toContain('javascript:');
  });

  it('the link dialog refuses a javascript: address with a Persian message', async () => {
    const u = user();
    render(<Harness />);
    await screen.findByRole('textbox', { name: 'محتوا' });
    await u.click(screen.getByRole('button', { name: M.link }));
    const dialog = await screen.findByRole('dialog');
    await u.type(within(dialog).getByLabelText(new RegExp(M.linkUrl)), 'javascript:alert(1)');
    await u.click(within(dialog).getByRole('button', { name: M.save }));
    expect(within(dialog).getByText(M.linkRefused)).toBeInTheDocument();
    expect(html()).not.toContain('javascript:');

    const url = within(dialog).getByLabelText(new RegExp(M.linkUrl));
    await u.clear(url);
    await u.type(url, 'https://rasti.ir');
    await u.type(within(dialog).getByLabelText(M.linkText), 'راستی');
    await u.click(within(dialog).getByRole('button', { name: M.save }));
    await waitFor(() => expect(html()).toContain('href="https://rasti.ir"'));
    expect(html()).toContain('>راستی</a>');
    expect(html()).toContain('rel="noopener noreferrer nofollow"');
  });
});

describe('file import', () => {
  it('turns .txt into escaped paragraphs', async () => {
    expect(textToHtml('خط یک\nخط دو\n\n<b>نه</b> & بله')).toBe(
      '<p>خط یک<br>خط دو</p><p>&lt;b&gt;نه&lt;/b&gt; &amp; بله</p>',
    );
    expect(await readImportFile(file('a.txt', 'سلام\r\n\r\nدنیا'))).toBe('<p>سلام</p><p>دنیا</p>');
  });

  it('sanitises .html: scripts, handlers, frames and unsafe links go, the editor formats stay', async () => {
    const out = await readImportFile(
      file(
        'page.html',
        '<html><head><script>alert(1)</script><style>p{}</style></head><body>' +
          '<h2 style="text-align: center; position: fixed">عنوان</h2>' +
          '<p onclick="alert(1)"><strong>پررنگ</strong> <a href="javascript:alert(1)">بد</a> ' +
          '<a href="https://a.ir" onmouseover="x()">خوب</a><span style="color: #ff0000; background: url(x)">رنگ</span></p>' +
          '<iframe src="https://evil.example"></iframe><img src="x" onerror="alert(1)">' +
          '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="svg"><img src="https://a.ir/p.png" width="200" data-align="center">' +
          '</body></html>',
      ),
    );
    for (const bad of [
      '<script',
      'onclick',
      'onmouseover',
      'onerror',
      'javascript:',
      '<iframe',
      'position',
      'url(',
      '<style',
      'svg',
    ]) {
      expect(out.toLowerCase()).not.toContain(bad);
    }
    expect(out).toContain('<h2 style="text-align: center">عنوان</h2>');
    expect(out).toContain('<strong>پررنگ</strong>');
    expect(out).toContain('<a href="https://a.ir">خوب</a>');
    expect(out).toContain('<span style="color: #ff0000">رنگ</span>');
    expect(out).toContain('<img src="https://a.ir/p.png" width="200" data-align="center">');
  });

  it('refuses other file types with a Persian message', async () => {
    await expect(readImportFile(file('a.pdf', '%PDF'))).rejects.toThrow(M.importType);
  });

  it('inserts an imported .html file into the editor, sanitised', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await screen.findByRole('textbox', { name: 'محتوا' });
    fireEvent.change(screen.getByTestId('editor-import-file'), {
      target: {
        files: [
          file(
            'n.html',
            '<p>متن <em>وارد</em> شده<script>alert(1)</script></p><img src=x onerror=alert(1)>',
            'text/html',
          ),
        ],
      },
    });
    await waitFor(() => expect(html()).toContain('<em>وارد</em>'));
    expect(html()).not.toContain('script');
    expect(html()).not.toContain('onerror');
  });

  it('parses an imported <img onerror> inertly: no inline handler ever reaches the live page', async () => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    const seen: string[] = [];
    // every element the live document ever receives, with any on* attribute it carries
    const watch = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          for (const el of [node, ...node.querySelectorAll('*')]) {
            for (const attr of el.getAttributeNames()) if (attr.startsWith('on')) seen.push(attr);
          }
        }
      }
    });
    watch.observe(document, { childList: true, subtree: true });
    // markup handed to an element of the live document is parsed there, and an <img onerror> in it fires
    const live: string[] = [];
    const inner = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
    const setInner = vi.spyOn(Element.prototype, 'innerHTML', 'set').mockImplementation(function (
      this: Element,
      value: string,
    ) {
      if (this.ownerDocument === document && String(value).includes('onerror')) live.push(String(value));
      inner.set!.call(this, value);
    });
    render(<Harness />);
    await screen.findByRole('textbox', { name: 'محتوا' });
    const text =
      '<p>عکس</p><img src="https://a.ir/p.png" onerror="window.pwned = 1" onload="window.pwned = 2">';
    fireEvent.change(screen.getByTestId('editor-import-file'), {
      target: { files: [file('img.html', text, 'text/html')] },
    });
    await waitFor(() => expect(html()).toContain('<img src="https://a.ir/p.png"'));
    watch.disconnect();
    expect(parse).toHaveBeenCalledWith(text, 'text/html');
    expect(html()).not.toContain('onerror');
    expect(seen).toEqual([]);
    expect(live).toEqual([]);
    expect((window as { pwned?: number }).pwned).toBeUndefined();
    parse.mockRestore();
    setInner.mockRestore();
  });

  it('inserts an imported .txt file as paragraphs', async () => {
    render(<Harness />);
    await screen.findByRole('textbox', { name: 'محتوا' });
    fireEvent.change(screen.getByTestId('editor-import-file'), {
      target: { files: [file('n.txt', 'یک\n\n<i>دو</i>', 'text/plain')] },
    });
    await waitFor(() => expect(html()).toMatch(/<p[^>]*>یک<\/p>/));
    expect(html()).toContain('&lt;i&gt;دو&lt;/i&gt;');
  });
});

describe('the editor', () => {
  it('is one default and named export with a labelled editing area and toolbar', async () => {
    expect(DefaultRichEditor).toBe(RichEditor);
    render(<Harness initial="<p>سلام</p>" />);
    const box = await screen.findByRole('textbox', { name: 'محتوا' });
    expect(box).toHaveAttribute('dir', 'rtl');
    const toolbar = screen.getByRole('toolbar', { name: M.toolbar });
    for (const name of [
      M.bold,
      M.italic,
      M.underline,
      M.strike,
      M.code,
      M.bulletList,
      M.orderedList,
      M.link,
      M.image,
      M.color,
      M.undo,
    ]) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('keeps the images, colours, sizes, alignment and headings it is given', async () => {
    const rich =
      '<h3 style="text-align: center">عنوان</h3><p><span style="color: #c62828; font-size: 20px">رنگی</span> <u>زیر</u> <s>خط</s> <code>c</code></p>' +
      '<ol><li><p>یک</p></li></ol><img src="data:image/png;base64,iVBORw0KGgo=" alt="نمودار" title="ت" width="300" data-align="left">';
    render(<Harness initial={rich} />);
    const box = await screen.findByRole('textbox', { name: 'محتوا' });
    await waitFor(() => expect(box.querySelector('img')).not.toBeNull());
    const img = box.querySelector('img')!;
    expect(img.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(img).toHaveAttribute('width', '300');
    expect(img).toHaveAttribute('data-align', 'left');
    expect(img).toHaveAttribute('alt', 'نمودار');
    expect(img).toHaveAttribute('title', 'ت');
    expect(box.querySelector('h3')).toHaveStyle({ textAlign: 'center' });
    expect(box.querySelector('span')?.getAttribute('style')).toContain('font-size: 20px');
  });

  it('reads a pasted image file as an inline data URL', async () => {
    render(<Harness initial="<p>متن</p>" />);
    const box = await screen.findByRole('textbox', { name: 'محتوا' });
    const image = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'نمودار.png', {
      type: 'image/png',
    });
    fireEvent.paste(box, {
      clipboardData: { files: [image], types: ['Files'], getData: () => '' },
    });
    await waitFor(() =>
      expect(html()).toMatch(/<img src="data:image\/png;base64,iVBORw0KGgo=" alt="نمودار">/),
    );
  });

  it('refuses a pasted file that is not an image type it keeps', async () => {
    render(<Harness />);
    const box = await screen.findByRole('textbox', { name: 'محتوا' });
    const svg = new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' });
    fireEvent.paste(box, { clipboardData: { files: [svg], types: ['Files'], getData: () => '' } });
    expect(html()).not.toContain('<img');
  });

  it('loads again and again without linkify warning that it was already initialised', async () => {
    linkifyWarnings.length = 0;
    // as the app mounts it (StrictMode makes each editor twice), a second one while the first is open
    const first = render(
      <StrictMode>
        <Harness initial="<p>نشانی</p>" />
      </StrictMode>,
    );
    await screen.findByRole('textbox', { name: 'محتوا' });
    // the first editor's autolink starts linkify as soon as something is typed
    linkifyFind('https://rasti.example');
    const second = render(
      <StrictMode>
        <Harness initial="<p>دوم</p>" />
      </StrictMode>,
    );
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'محتوا' })).toHaveLength(2));
    second.unmount();
    first.unmount();
    expect(linkifyWarnings).toEqual([]);
  });

  it('a required editor marks its label with an asterisk that its accessible name leaves out', async () => {
    render(
      <ThemeProvider theme={theme}>
        <RichEditor label="متن بررسی" required value="" onChange={() => {}} />
      </ThemeProvider>,
    );
    const box = await screen.findByRole('textbox', { name: 'متن بررسی' });
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(document.getElementById(box.getAttribute('aria-labelledby')!)).toHaveTextContent('متن بررسی *');
  });

  it('marks the editing area invalid and describes it by the error', async () => {
    render(
      <ThemeProvider theme={theme}>
        <RichEditor label="محتوا" value="" onChange={() => {}} error="محتوا الزامی است" />
      </ThemeProvider>,
    );
    const box = await screen.findByRole('textbox', { name: 'محتوا' });
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(box).toHaveAccessibleDescription('محتوا الزامی است');
  });

  it('moves along the toolbar with the arrow keys, one tab stop for the whole toolbar', async () => {
    const u = user();
    render(<Harness />);
    await screen.findByRole('textbox', { name: 'محتوا' });
    const toolbar = screen.getByRole('toolbar');
    const stops = within(toolbar)
      .getAllByRole('button')
      .filter((b) => b.tabIndex === 0);
    expect(stops).toHaveLength(1);
    stops[0]!.focus();
    await u.keyboard('{ArrowLeft}');
    expect(document.activeElement).toHaveAttribute('data-toolbar-item', 'size');
    await u.keyboard('{End}');
    expect(document.activeElement).toHaveAttribute('data-toolbar-item', 'redo');
    await u.keyboard('{ArrowLeft}');
    expect(document.activeElement).toHaveAttribute('data-toolbar-item', 'block');
    await u.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAttribute('data-toolbar-item', 'redo');
    expect(
      within(toolbar)
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0),
    ).toHaveLength(1);
  });
});
