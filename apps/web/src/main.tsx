import '@fontsource/vazirmatn/400.css';
import '@fontsource/vazirmatn/500.css';
import '@fontsource/vazirmatn/700.css';
import './styles/tokens.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { session } from './lib/auth/session-store';
import { createQueryClient } from './lib/query-client';
import { expectTypedBeforeHydration } from './lib/ssr/typed-before-hydration';
import { COUNTS_VIEW, readSsrState } from './ssr-state';

const queryClient = createQueryClient();

const app = (
  <StrictMode>
    <BrowserRouter>
      <App queryClient={queryClient} />
    </BrowserRouter>
  </StrictMode>
);

const container = document.getElementById('root')!;

// the answers a server-rendered page came with (its rich content read back from the page itself); null when
// the page was not rendered on the server
const state = readSsrState(document);
// The server renders pages as a visitor without a session sees them: only then is its page the app's own.
if (state && session.getState().status === 'guest') {
  hydrate(queryClient, state.queries);
  expectTypedBeforeHydration();
  // a view is counted by the reader's own call, made once the page is on screen
  void queryClient.invalidateQueries({
    predicate: (query) => query.meta?.countsView === COUNTS_VIEW.countsView,
    refetchType: 'none',
  });
  // taken over in slices (a transition), so a slow phone stays responsive to the reader meanwhile
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // drawn in slices too, for the same reason
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
