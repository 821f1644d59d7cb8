import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import { IconBtn } from '../../components/IconBtn';
import { PlainButton } from '../../components/PlainButton';
import { useSession } from '../../lib/auth/session';
import { Clock } from './Clock';
import { GlobalSearch } from '../../features/search';

type TopBarProps = {
  menuOpen: boolean;
  onMenuClick: () => void;
  /** the drawer's id once it exists (it is loaded on first use) */
  menuId?: string;
};

export function TopBar({ menuOpen, onMenuClick, menuId }: TopBarProps) {
  const { isAuthenticated, user, logout } = useSession();
  return (
    // drawn as MUI's sticky primary AppBar and Toolbar, without their code
    <Box
      component="header"
      sx={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        boxSizing: 'border-box',
        flexShrink: 0,
        position: 'sticky',
        zIndex: theme.zIndex.appBar,
        top: 0,
        left: 'auto',
        right: 0,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        transition: theme.transitions.create('box-shadow'),
      })}
    >
      <Box
        sx={(theme) => ({
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          // MUI's Toolbar: gutters and theme.mixins.toolbar's heights; then the bar's own wrapping rows
          paddingLeft: theme.spacing(2),
          paddingRight: theme.spacing(2),
          minHeight: 56,
          flexWrap: 'wrap',
          columnGap: theme.spacing(2),
          rowGap: theme.spacing(1),
          [theme.breakpoints.up('xs')]: {
            '@media (orientation: landscape)': { minHeight: 48 },
            paddingTop: theme.spacing(1),
            paddingBottom: theme.spacing(1),
          },
          [theme.breakpoints.up('sm')]: {
            paddingLeft: theme.spacing(3),
            paddingRight: theme.spacing(3),
            minHeight: 64,
          },
          [theme.breakpoints.up('md')]: { paddingTop: 0, paddingBottom: 0 },
        })}
      >
        <IconBtn
          color="inherit"
          edge="start"
          aria-label="باز کردن منو"
          aria-controls={menuId}
          aria-expanded={menuOpen}
          onClick={onMenuClick}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconBtn>
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
              <PlainButton color="inherit" variant="outlined" onClick={() => void logout()}>
                خروج
              </PlainButton>
            </>
          ) : (
            <>
              <PlainButton to="/login" color="inherit" variant="outlined">
                ورود
              </PlainButton>
              <PlainButton to="/login" color="warning" variant="contained">
                ثبت نام
              </PlainButton>
            </>
          )}
        </Box>
      </Box>
    </Box>
  );
}
