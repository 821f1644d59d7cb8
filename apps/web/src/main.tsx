import '@fontsource/vazirmatn/400.css';
import '@fontsource/vazirmatn/500.css';
import '@fontsource/vazirmatn/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers/AppProviders';
import { createAppRouter } from './app/router';
import { createQueryClient } from './lib/query-client';

const router = createAppRouter();
const queryClient = createQueryClient();
const navigate = (to: string) => {
  void router.navigate(to);
};

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders queryClient={queryClient} navigate={navigate}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
