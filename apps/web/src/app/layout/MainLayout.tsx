import Box from '@mui/material/Box';
import { lazy, Suspense, useId, useState } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useSession } from '../../lib/auth/session';
import { showsRightColumn } from './menu';
import { SideMenu } from './SideMenu';
import { SiteFooter } from './SiteFooter';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { TopBar } from './TopBar';

// the name gate is account code: it loads only for signed-in users
const NameGate = lazy(() => import('../../features/accounts/components/NameGate'));
const MobileMenu = lazy(() => import('./MobileMenu'));
// visitors only: staff never download it
const RightColumn = lazy(() => import('../../features/home/components/RightColumn'));

const SIDEBAR_WIDTH = 240;

/** Top bar, role menu (a drawer on phones), the page, and the right column for visitors. */
export function MainLayout() {
  const { role, isAuthenticated } = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // the drawer's code is fetched on the first press of the menu button, then kept
  const [menuUsed, setMenuUsed] = useState(false);
  const drawerId = useId();
  const withRightColumn = showsRightColumn(role);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <TopBar
        menuOpen={drawerOpen}
        menuId={menuUsed ? drawerId : undefined}
        onMenuClick={() => {
          setMenuUsed(true);
          setDrawerOpen(true);
        }}
      />
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu
            id={drawerId}
            open={drawerOpen}
            role={role}
            width={SIDEBAR_WIDTH}
            onClose={() => setDrawerOpen(false)}
          />
        </Suspense>
      )}
      <Box
        sx={{
          flex: 1,
          width: '100%',
          maxWidth: 1440,
          mx: 'auto',
          display: 'grid',
          gap: 3,
          px: { xs: 2, md: 3 },
          py: 3,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: `${SIDEBAR_WIDTH}px minmax(0, 1fr)`,
            lg: withRightColumn
              ? `${SIDEBAR_WIDTH}px minmax(0, 1fr) 300px`
              : `${SIDEBAR_WIDTH}px minmax(0, 1fr)`,
          },
          alignItems: 'start',
        }}
      >
        <Box
          component="nav"
          aria-label="منوی اصلی"
          sx={{
            display: { xs: 'none', md: 'block' },
            position: 'sticky',
            top: 88,
            bgcolor: 'background.paper',
            borderRadius: 3,
            border: 1,
            borderColor: 'divider',
          }}
        >
          <SideMenu role={role} />
        </Box>
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{
            minWidth: 0,
            '&:focus': { outline: 'none' },
            // where the right column stacks under the page, it starts below the fold: the page's data
            // arriving later then moves nothing the reader is looking at (no layout shift)
            minHeight: withRightColumn ? { xs: '100vh', lg: 'auto' } : undefined,
          }}
        >
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
        {withRightColumn && (
          <Box
            component="aside"
            aria-label="ستون کناری"
            data-testid="right-column"
            sx={{ minWidth: 0, gridColumn: { md: '2', lg: 'auto' } }}
          >
            <Suspense fallback={null}>
              <RightColumn />
            </Suspense>
          </Box>
        )}
      </Box>
      <SiteFooter />
      {isAuthenticated && (
        <Suspense fallback={null}>
          <NameGate />
        </Suspense>
      )}
    </Box>
  );
}
