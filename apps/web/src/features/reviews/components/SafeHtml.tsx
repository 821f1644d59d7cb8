import Box from '@mui/material/Box';
import { useMemo } from 'react';
// the editor's allow-list (the server's, mirrored): light, no editor code comes with it
import { sanitizeEditorHtml } from '../../../components/editor/sanitize-html';

/** The rich content of a review, cleaned by DOMPurify again before display and styled for reading. */
export function SafeHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeEditorHtml(html), [html]);
  return (
    <Box
      data-testid="review-content"
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
        '& h1': { fontSize: '1.6rem' },
        '& h2': { fontSize: '1.4rem' },
        '& h3': { fontSize: '1.25rem' },
        '& h4, & h5, & h6': { fontSize: '1.1rem' },
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
