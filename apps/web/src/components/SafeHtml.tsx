import { type CSSProperties, useContext, useId, useMemo } from 'react';
import { SsrFields } from '../ssr-state';
// the editor's allow-list (the server's, mirrored) without the editor itself: light for public pages
import { sanitizeEditorHtml } from './editor/sanitize-html';
import styles from './SafeHtml.module.css';

/** true in the server's page renderer, which has no DOM (and needs none for stored content) */
const onServer = typeof window === 'undefined';

/** Font sizes of h1, h2, h3 and h4–h6 inside the content. */
export type HeadingSizes = readonly [h1: string, h2: string, h3: string, rest: string];

const REPORT_HEADINGS: HeadingSizes = ['1.6rem', '1.4rem', '1.25rem', '1.1rem'];

interface SafeHtmlProps {
  /** rich content saved by the editor; cleaned by DOMPurify again right before display (spec section 5) */
  html: string;
  testId?: string;
  headingSizes?: HeadingSizes;
  /** render nothing when the cleaned content is blank */
  hideWhenBlank?: boolean;
}

/** Rich content (a review's, a subject's) cleaned with the editor's allow-list and styled for reading. */
export function SafeHtml({
  html,
  testId,
  headingSizes = REPORT_HEADINGS,
  hideWhenBlank = false,
}: SafeHtmlProps) {
  // The server renders content as stored: it was cleaned on write with the same allow-list (the server's
  // lib/html.ts), and the browser cleans it again on display (React keeps its own markup when hydrating).
  const clean = useMemo(() => (onServer ? html : sanitizeEditorHtml(html)), [html]);
  // the same id on the server and in the browser: the server's data block names the element by it, and the
  // browser reads the content back from it before taking the page over (ssr-state.ts)
  const field = useId();
  const fields = useContext(SsrFields);
  if (hideWhenBlank && !clean.trim()) return null;
  if (fields && clean === html) fields.set(html, field);
  const [h1, h2, h3, rest] = headingSizes;
  return (
    <div
      data-testid={testId}
      data-ssr-field={field}
      className={styles.content}
      // the report's sizes are the stylesheet's defaults
      style={
        headingSizes === REPORT_HEADINGS
          ? undefined
          : ({ '--h1': h1, '--h2': h2, '--h3': h3, '--h4': rest } as CSSProperties)
      }
      // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by DOMPurify with the editor's allow-list
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
