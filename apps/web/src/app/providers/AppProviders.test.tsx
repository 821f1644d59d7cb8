// The app's providers draw no global rules through emotion (ADR 22): MUI's CssBaseline is the static
// styles/baseline.css, so the frame a visitor sees inserts no <style data-emotion> at all.
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { UI_TEST_TIMEOUT } from '../../test/render';
import { SideMenu } from '../layout/SideMenu';
import { SiteFooter } from '../layout/SiteFooter';
import { TopBar } from '../layout/TopBar';
import { AppProviders } from './AppProviders';

/** a visitor's role (none) */
const VISITOR = null;

afterEach(() => vi.restoreAllMocks());

describe('AppProviders', { timeout: UI_TEST_TIMEOUT }, () => {
  it('draw the public frame for a visitor with no emotion style inserted', async () => {
    mockFetch();
    render(
      <MemoryRouter initialEntries={['/']}>
        <AppProviders queryClient={new QueryClient()}>
          <TopBar menuOpen={false} onMenuClick={() => {}} />
          <SideMenu role={VISITOR} />
          <SiteFooter />
        </AppProviders>
      </MemoryRouter>,
    );
    expect(await screen.findAllByRole('link')).not.toHaveLength(0);
    expect(document.querySelectorAll('style[data-emotion]')).toHaveLength(0);
  });
});
