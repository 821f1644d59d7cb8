import Box from '@mui/material/Box';
import { TextLink } from '../../components/TextLink';

// its own few words: the trust pages' long texts stay in their own chunks, out of every page's first load
export const FOOTER_TEXT = {
  label: 'پیوندهای پایانی',
  methodology: 'روش‌شناسی',
  about: 'درباره‌ی ما',
  corrections: 'اصلاحیه‌ها',
  rss: 'خوراک RSS',
  note: 'راستی: بررسی اخبار و شایعات',
} as const;

const LINKS = [
  { to: '/methodology', label: FOOTER_TEXT.methodology },
  { to: '/about', label: FOOTER_TEXT.about },
  { to: '/corrections', label: FOOTER_TEXT.corrections },
] as const;

const linkSx = { color: 'text.secondary', fontSize: '0.95rem', py: 1, display: 'inline-block' } as const;

/**
 * Every page's footer (issue 15): methodology, about, corrections and the RSS feed. Plain elements, no
 * component library code; it comes after the page, so nothing above it moves when it is drawn.
 */
export function SiteFooter() {
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', px: { xs: 2, md: 3 }, py: 2 }}
    >
      <Box
        component="nav"
        aria-label={FOOTER_TEXT.label}
        sx={{
          maxWidth: 1440,
          mx: 'auto',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 3,
          rowGap: 0.5,
        }}
      >
        {LINKS.map((link) => (
          <Box component={TextLink} key={link.to} to={link.to} sx={linkSx}>
            {link.label}
          </Box>
        ))}
        {/* a file of the server, not a page of the app: a plain link */}
        <Box
          component="a"
          href="/rss.xml"
          sx={{ ...linkSx, textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
        >
          {FOOTER_TEXT.rss}
        </Box>
        <Box
          component="span"
          sx={{ color: 'text.secondary', fontSize: '0.85rem', marginInlineStart: { sm: 'auto' } }}
        >
          {FOOTER_TEXT.note}
        </Box>
      </Box>
    </Box>
  );
}
