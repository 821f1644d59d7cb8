import { htmlSanitizeOptions, isAllowedImageSrc, keptAttribute } from '@rasti/contract/html-policy';
import createDOMPurify from 'dompurify';

// The browser's engine for the server's allow-list (the contract's html-policy.ts, which the server's
// apps/server/src/lib/html.ts reads too): an imported .html file keeps what the editor itself can make and
// nothing else, before the editor's own parser sees it. Links keep no target or rel here.

type Purifier = ReturnType<typeof createDOMPurify>;

// a private instance, made on first use: hooks added here do not change DOMPurify for the rest of the app
let instance: Purifier | null = null;
function purifier(): Purifier {
  if (instance) return instance;
  const purify = createDOMPurify(window);

  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const kept = keptAttribute(node.nodeName.toLowerCase(), data.attrName, data.attrValue);
    if (kept === null) data.keepAttr = false;
    else data.attrValue = kept;
  });

  purify.addHook('afterSanitizeAttributes', (node) => {
    const element = node as Element;
    if (element.nodeName.toLowerCase() !== 'img') return;
    if (!isAllowedImageSrc(element.getAttribute('src'))) element.remove();
  });
  instance = purify;
  return purify;
}

const OPTIONS = htmlSanitizeOptions();

/** HTML reduced to what the editor can make: no scripts, handlers, frames, forms or unsafe links. */
export function sanitizeEditorHtml(html: string): string {
  if (!html) return '';
  return purifier().sanitize(html, OPTIONS);
}
