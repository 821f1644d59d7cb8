import { SOURCE_MESSAGES } from '@rasti/contract/source-messages';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GlobalToast } from '../../../components/Toast';
import { dismissToast } from '../../../lib/ui/toast';
import { mockFetch, on } from '../../accounts/test/fetch-mock';
import {
  UI_TEST_TIMEOUT,
  currentLocation,
  fieldByLabel,
  fillField,
  renderWithProviders,
  setupUser,
} from '../../accounts/test/render';
import { makeDetail, makeSource, makeSubject } from '../../subjects/test/fixtures';
import { SOURCES_TEXT } from '../messages';
import AddSourcePage from './AddSourcePage';

const outlets = on('GET', '/api/news/Media/', {
  body: [
    {
      id: 4,
      name: 'خبرگزاری نمونه',
      english_name: 'S',
      link: 'https://s.ir',
      logo: null,
      origin: 1,
      rumor_count: 0,
    },
  ],
});
const evaluations = on('GET', '/api/news/Review-Result/', { body: [] });
const subjects = on('GET', '/api/news/news-subject/', (call) => {
  const search = call.url.searchParams.get('search') ?? '';
  const all = [
    makeSubject(10, { title: 'زلزله تهران' }),
    makeSubject(11, { title: 'سهام عدالت', status: 1 }),
  ];
  return { body: all.filter((s) => s.title.includes(search)) };
});
const saving = on('POST', '/api/news/Rumor/', (call) => ({
  status: 201,
  body: makeSource(60, call.body as object),
}));

afterEach(() => {
  vi.restoreAllMocks();
  dismissToast();
});

const renderPage = (route = '/add-source') =>
  renderWithProviders(
    <>
      <AddSourcePage />
      <GlobalToast />
    </>,
    // every path: the toast stays on screen after the page moves on to the subject
    { route, path: '*' },
  );

describe('AddSourcePage', { timeout: UI_TEST_TIMEOUT }, () => {
  it('asks for the subject first, then saves the source to it and opens its page', async () => {
    const { calls } = mockFetch(outlets, evaluations, subjects, saving);
    const user = setupUser();
    renderPage();
    expect(screen.getByText(SOURCES_TEXT.subjectRequired)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SOURCES_TEXT.save })).not.toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: new RegExp(SOURCES_TEXT.subject) }), 'سهام');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['سهام عدالتپیش‌نویس']),
    );
    await user.click(screen.getByRole('option'));

    await user.type(screen.getByRole('combobox', { name: new RegExp(SOURCES_TEXT.publisher) }), 'نمونه');
    await user.click(await screen.findByRole('option', { name: 'خبرگزاری نمونه' }));
    await fillField(user, fieldByLabel(SOURCES_TEXT.title), 'عنوان');
    await fillField(user, fieldByLabel(SOURCES_TEXT.summary), 'چکیده');
    await user.click(screen.getByRole('button', { name: SOURCES_TEXT.save }));

    await waitFor(() => expect(currentLocation.pathname).toBe('/news-subject-page/11'));
    expect(await screen.findByText(SOURCE_MESSAGES.created)).toBeInTheDocument();
    expect(
      Object.fromEntries((calls.find((c) => c.method === 'POST')!.body as FormData).entries()),
    ).toMatchObject({ news_subject: '11', subject_id: '11', publisher: '4' });
  });

  it('starts with the subject given in the address', async () => {
    mockFetch(
      outlets,
      evaluations,
      subjects,
      on('GET', '/api/news/news-subject/10/', { body: makeDetail(10) }),
    );
    renderPage('/add-source?subject=10');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: new RegExp(SOURCES_TEXT.subject) })).toHaveValue(
        'موضوع 10',
      ),
    );
    expect(screen.getByRole('button', { name: SOURCES_TEXT.save })).toBeInTheDocument();
  });
});
