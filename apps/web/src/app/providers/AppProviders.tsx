import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { THEME_ID } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useCallback } from 'react';
import '../../styles/baseline.css';
import { SessionProvider } from '../../lib/auth/session';
import { rtlCache } from './rtl-cache';
import { theme } from './theme';

type AppProvidersProps = {
  children: ReactNode;
  queryClient: QueryClient;
  navigate?: (to: string) => void;
  /** the server's per-page style cache; the browser uses the one shared cache */
  emotionCache?: EmotionCache;
};

/**
 * The app's contexts. The page's global rules (MUI's CssBaseline) are the static styles/baseline.css, so a
 * page draws none through emotion (ADR 22).
 */
export function AppProviders({
  children,
  queryClient,
  navigate,
  emotionCache = rtlCache,
}: AppProvidersProps) {
  // nothing fetched for the signed-out user may be shown to the next one
  const dropCache = useCallback(() => queryClient.clear(), [queryClient]);
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider themeId={THEME_ID} theme={theme}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider navigate={navigate} onLogout={dropCache}>
            {children}
          </SessionProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
