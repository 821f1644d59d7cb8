// @vitest-environment node
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

const draw = (GlobalSearch: ComponentType, client: QueryClient) =>
  renderToString(
    <QueryClientProvider client={client}>
      <StaticRouter location="/report/1">
        <GlobalSearch />
      </StaticRouter>
    </QueryClientProvider>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the top bar search on the server', () => {
  it('makes no query, and draws the box as the browser draws it before anything is typed', async () => {
    const onServer = new QueryClient();
    const serverHtml = draw((await import('./GlobalSearch')).GlobalSearch, onServer);
    expect(onServer.getQueryCache().getAll()).toEqual([]);

    // the same module where there is a window: the browser's way, with its (disabled) query
    vi.stubGlobal('window', { location: { pathname: '/report/1' } });
    vi.resetModules();
    const inBrowser = new QueryClient();
    const browserHtml = draw((await import('./GlobalSearch')).GlobalSearch, inBrowser);
    expect(inBrowser.getQueryCache().getAll()).toHaveLength(1);

    expect(serverHtml).toContain('role="combobox"');
    expect(serverHtml).toBe(browserHtml);
  });
});
