import type { EmotionCache } from '@emotion/cache';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LinkNavigationProvider } from '../components/AppLink';
import { session } from '../lib/auth/session-store';
import { AppProviders } from './providers/AppProviders';
import { AppRoutes } from './router';

type AppProps = { queryClient: QueryClient; emotionCache?: EmotionCache };

/**
 * The whole app inside a router: the browser's (main.tsx) or the server's (entry-server.tsx), so both draw
 * the same tree and the browser can take a server-rendered page over as it is.
 */
export function App({ queryClient, emotionCache }: AppProps) {
  const navigate = useNavigate();
  // the session's way to a page (logout returns to '/'): one stable function, always the latest navigate
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  const go = useCallback((to: string) => {
    void latest.current(to);
  }, []);
  // the session knows which page a logout leaves, so that page's guard gives way to '/' and not /login
  const { pathname } = useLocation();
  useEffect(() => {
    session.notePage(pathname);
  }, [pathname]);
  return (
    <AppProviders queryClient={queryClient} navigate={go} emotionCache={emotionCache}>
      <LinkNavigationProvider>
        <AppRoutes />
      </LinkNavigationProvider>
    </AppProviders>
  );
}
