import Box from '@mui/material/Box';
import { TextLink } from '../../components/TextLink';
import { TRUST_TEXT } from '../../features/trust/messages';

const LINKS = [
  { to: '/methodology', label: TRUST_TEXT.footerMethodology },
  { to: '/about', label: TRUST_TEXT.footerAbout },
  { to: '/corrections', label: TRUST_TEXT.footerCorrections },
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
        aria-label={TRUST_TEXT.footerLabel}
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
          {TRUST_TEXT.footerRss}
        </Box>
        <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.85rem', ms: { sm: 'auto' } }}>
          {TRUST_TEXT.footerNote}
        </Box>
      </Box>
    </Box>
  );
}
