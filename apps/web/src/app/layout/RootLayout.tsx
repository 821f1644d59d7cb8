import { Outlet } from 'react-router';
import { GlobalToast } from '../../components/Toast';
import { ErrorOverlay } from './ErrorOverlay';
import { LoadingOverlay } from './LoadingOverlay';
import { NetworkBanner } from './NetworkBanner';
import { ScrollToTop } from './ScrollToTop';

/** Wraps every route, the login screen included: global overlays, banner and toast. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <NetworkBanner />
      <GlobalToast />
      <LoadingOverlay />
      <ErrorOverlay />
    </>
  );
}
