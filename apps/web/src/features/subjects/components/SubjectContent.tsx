import Box from '@mui/material/Box';
import { useMemo } from 'react';
// the editor's allow-list (the server's, mirrored) without the editor itself: light for public pages
import { sanitizeEditorHtml } from '../../../components/editor/sanitize-html';

/** A subject's rich content, cleaned by DOMPurify again right before display (spec section 5). */
export function SubjectContent({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeEditorHtml(html), [html]);
  if (!clean.trim()) return null;
  return (
    <Box
      data-testid="subject-content"
      sx={{
        lineHeight: 2,
        overflowWrap: 'anywhere',
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
        '& img[data-align="center"], & img[align="center"]': { display: 'block', mx: 'auto' },
        // logical margins: the RTL style plugin would flip physical left and right
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
        '& h1': { fontSize: '1.5rem' },
        '& h2': { fontSize: '1.35rem' },
        '& h3': { fontSize: '1.2rem' },
        '& h4, & h5, & h6': { fontSize: '1.05rem' },
        '& a': { color: 'primary.light' },
        '& pre, & code': { direction: 'ltr', fontFamily: 'monospace' },
        '& pre': { overflowX: 'auto', bgcolor: 'grey.100', p: 1.5, borderRadius: 1 },
        '& blockquote': {
          borderInlineStart: 4,
          borderColor: 'divider',
          m: 0,
          ps: 2,
          color: 'text.secondary',
        },
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by DOMPurify with the editor's allow-list
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
