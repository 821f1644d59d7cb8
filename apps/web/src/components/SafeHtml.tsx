import Box from '@mui/material/Box';
import { useMemo } from 'react';
// the editor's allow-list (the server's, mirrored) without the editor itself: light for public pages
import { sanitizeEditorHtml } from './editor/sanitize-html';

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
  if (hideWhenBlank && !clean.trim()) return null;
  const [h1, h2, h3, rest] = headingSizes;
  return (
    <Box
      data-testid={testId}
      sx={{
        lineHeight: 2,
        overflowWrap: 'anywhere',
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
        '& img[data-align="center"], & img[align="center"]': { display: 'block', mx: 'auto' },
        // logical margins: the RTL style plugin would flip physical left and right (the page is RTL)
        '& img[data-align="left"], & img[align="left"]': {
          display: 'block',
          marginInlineStart: 'auto',
          marginInlineEnd: 0,
        },
        '& img[data-align="right"], & img[align="right"]': {
          display: 'block',
          marginInlineStart: 0,
          marginInlineEnd: 'auto',
        },
        '& h1, & h2, & h3, & h4, & h5, & h6': { lineHeight: 1.5, mt: 3, mb: 1 },
        '& h1': { fontSize: h1 },
        '& h2': { fontSize: h2 },
        '& h3': { fontSize: h3 },
        '& h4, & h5, & h6': { fontSize: rest },
        '& a': { color: 'primary.light' },
        '& pre, & code': { direction: 'ltr', fontFamily: 'monospace' },
        '& pre': { overflowX: 'auto', bgcolor: 'grey.100', p: 1.5, borderRadius: 1 },
        '& blockquote': {
          borderInlineStart: 4,
          borderColor: 'divider',
          m: 0,
          paddingInlineStart: 2,
          color: 'text.secondary',
        },
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by DOMPurify with the editor's allow-list
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
