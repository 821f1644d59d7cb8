import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { Outlet, NavLink as RouterNavLink, useLocation } from 'react-router';
import { ACCOUNT_TEXT } from '../messages';

const LINKS = [
  { to: '/profile', label: ACCOUNT_TEXT.myProfile },
  { to: '/edit-profile', label: ACCOUNT_TEXT.editProfileLink },
] as const;

/** The shared frame of /profile and /edit-profile: a small section menu above the page. */
export default function ProfileLayout() {
  const { pathname } = useLocation();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <Box component="nav" aria-label={ACCOUNT_TEXT.profileNav} sx={{ mb: 2 }}>
        <Stack direction="row" spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {LINKS.map((link) => {
            const current = pathname === link.to;
            return (
              <li key={link.to}>
                <Button
                  component={RouterNavLink}
                  to={link.to}
                  variant={current ? 'contained' : 'text'}
                  aria-current={current ? 'page' : undefined}
                >
                  {link.label}
                </Button>
              </li>
            );
          })}
        </Stack>
      </Box>
      <Outlet />
    </Container>
  );
}
