import { HOME_MESSAGES } from '@rasti/contract/home-messages';
import { SCORES_MESSAGES } from '@rasti/contract/scores-messages';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/providers/theme';
import { apiError, mockFetch, on } from '../../../test/fetch-mock';
import { renderWithProviders, setupUser } from '../../../test/render';
import { RETRY_LABEL } from '../../../components/RetryButton';
import { HOME_TEXT } from '../messages';
import { setPhoneScreen } from '../../../test/media-queries';
import { OUTLET_NAMES } from '../../scores/test/scores-data';
import { SCORES_TEXT } from '../../scores/messages';
import { homeAnswer } from '../test/home-data';
import HomePage from './HomePage';

const HOME = '/api/public/home/';

beforeEach(() => setPhoneScreen(false));
afterEach(() => {
  vi.restoreAllMocks();
  // @ts-expect-error removing the stub again
  delete window.matchMedia;
});

describe('HomePage', () => {
  it('shows the scores table and the 6 latest reviews from one request', async () => {
    const { calls } = mockFetch(on('GET', HOME, { body: homeAnswer }));
    renderWithProviders(<HomePage />);

    const table = await screen.findByRole('table');
    expect(table).toHaveAttribute('id', 'scores');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(OUTLET_NAMES.slice(0, 5));

    const latest = screen.getByRole('region', { name: HOME_MESSAGES.latestTitle });
    const cards = within(latest).getAllByRole('article');
    expect(cards).toHaveLength(6);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'بررسی شماره 1' })).toHaveAttribute('href', '/report/1');
    expect(first.getByRole('link', { name: 'موضوع 1' })).toHaveAttribute('href', '/news-subject-page/101');
    expect(first.getByText('چکیده بررسی شماره 1')).toBeInTheDocument();
    expect(within(latest).getByRole('link', { name: HOME_TEXT.allReviews })).toHaveAttribute(
      'href',
      '/news-reports',
    );

    expect(calls.map((call) => call.url.pathname)).toEqual([HOME]);
  });

  it('toggles every outlet and back', async () => {
    mockFetch(on('GET', HOME, { body: homeAnswer }));
    const user = setupUser();
    renderWithProviders(<HomePage />);
    await user.click(await screen.findByRole('button', { name: SCORES_TEXT.showAll }));
    expect(within(screen.getByRole('table')).getAllByRole('rowheader')).toHaveLength(OUTLET_NAMES.length);
    await user.click(screen.getByRole('button', { name: SCORES_TEXT.showFewer }));
    expect(within(screen.getByRole('table')).getAllByRole('rowheader')).toHaveLength(5);
  });

  it('says when nothing is published yet', async () => {
    mockFetch(
      on('GET', HOME, {
        body: { ...homeAnswer, latest_reviews: [], scores: { ...homeAnswer.scores, rows: [] } },
      }),
    );
    renderWithProviders(<HomePage />);
    expect(await screen.findByText(HOME_TEXT.latestEmpty)).toBeInTheDocument();
    expect(screen.getByText(SCORES_TEXT.scoresEmpty)).toBeInTheDocument();
  });

  it('shows the general load error and loads again on retry', async () => {
    let fail = true;
    mockFetch(
      on('GET', HOME, () => (fail ? apiError(500, 'خطای سرور', 'server_error') : { body: homeAnswer })),
    );
    const user = setupUser();
    renderWithProviders(<HomePage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(HOME_MESSAGES.loadFailed);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: RETRY_LABEL }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('shows the authentication message on 401', async () => {
    mockFetch(on('GET', HOME, apiError(401, 'نامعتبر', 'unauthorized')));
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(HOME_MESSAGES.unauthorized);
  });

  it('keeps the table on screen when reloading it fails, with the table message', async () => {
    let fail = false;
    mockFetch(
      on('GET', HOME, () => (fail ? apiError(503, 'خطای سرور', 'server_error') : { body: homeAnswer })),
    );
    const { queryClient } = renderWithProviders(<HomePage />);
    await screen.findByRole('table');
    fail = true;
    await act(() => queryClient.refetchQueries());
    expect(await screen.findByText(SCORES_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.queryByText(HOME_MESSAGES.loadFailed)).not.toBeInTheDocument();
  });

  it('shows the question-sent toast the login page asks for', async () => {
    mockFetch(on('GET', HOME, { body: homeAnswer }));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[{ pathname: '/', state: { from: 'ask', postTemp: true } }]}>
            <Routes>
              <Route path="/" element={<HomePage />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </ThemeProvider>,
    );
    expect(await screen.findByText('پرسش شما با موفقیت ارسال شد')).toBeInTheDocument();
  });
});
