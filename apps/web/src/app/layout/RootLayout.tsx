import { Outlet } from 'react-router';
import { GlobalToast } from '../../components/Toast';
import { NetworkBanner } from './NetworkBanner';
import { ScrollToTop } from './ScrollToTop';

/**
 * Wraps every route, the login screen included: banner and toast. (The global overlays sit outside the
 * routes' error boundary, in AppRoutes, so a screen that failed still has them.)
 */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <NetworkBanner />
      <GlobalToast />
    </>
  );
}
