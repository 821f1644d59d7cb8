import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../lib/auth/session';
import { Clock } from './Clock';
import { GlobalSearch } from './GlobalSearch';

type TopBarProps = {
  menuOpen: boolean;
  onMenuClick: () => void;
  /** the drawer's id once it exists (it is loaded on first use) */
  menuId?: string;
};

export function TopBar({ menuOpen, onMenuClick, menuId }: TopBarProps) {
  const { isAuthenticated, user, logout } = useSession();
  return (
    <AppBar position="sticky" color="primary" component="header">
      <Toolbar sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1, py: { xs: 1, md: 0 } }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label="باز کردن منو"
          aria-controls={menuId}
          aria-expanded={menuOpen}
          onClick={onMenuClick}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Box
          component={RouterLink}
          to="/"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }}
        >
          <Box component="img" src="/favicon.svg" alt="" sx={{ width: 32, height: 32 }} />
          <Box component="span" sx={{ fontSize: '1.35rem', fontWeight: 700 }}>
            راستی
          </Box>
        </Box>
        <Box
          sx={{
            order: { xs: 10, sm: 0 },
            flexBasis: { xs: '100%', sm: 'auto' },
            flexGrow: 1,
            display: 'flex',
            justifyContent: 'center',
          }}
        >
          <GlobalSearch />
        </Box>
        <Clock />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, marginInlineStart: 'auto' }}>
          {isAuthenticated ? (
            <>
              <Box component="span" sx={{ display: { xs: 'none', lg: 'inline' }, fontSize: '0.9rem' }}>
                {user?.full_name}
              </Box>
              <Button color="inherit" variant="outlined" onClick={() => void logout()}>
                خروج
              </Button>
            </>
          ) : (
            <>
              <Button component={RouterLink} to="/login" color="inherit" variant="outlined">
                ورود
              </Button>
              <Button component={RouterLink} to="/login" color="warning" variant="contained">
                ثبت نام
              </Button>
            </>
          )}
        </Box>
      </Toolbar>
    </AppBar>
  );
}
