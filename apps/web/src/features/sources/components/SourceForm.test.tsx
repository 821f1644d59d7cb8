import '../../../test/with-fake-session';
import { SOURCE_MESSAGES } from '@rasti/contract/source-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_TEXT } from '../../../lib/hooks/use-form-draft';
import { setFakeSession } from '../../../test/fake-session';
import { apiError, mockFetch, on } from '../../../test/fetch-mock';
import {
  UI_TEST_TIMEOUT,
  fieldByLabel,
  fillField,
  renderWithProviders,
  selectByLabel,
  setupUser,
} from '../../../test/render';
import { makeSource } from '../../../test/fixtures/subjects';
import { SOURCES_TEXT } from '../messages';
import SourceForm from './SourceForm';

const OUTLETS = [
  {
    id: 4,
    name: 'خبرگزاری نمونه',
    english_name: 'Sample',
    link: 'https://s.ir',
    logo: null,
    origin: 1,
    rumor_count: 2,
  },
  {
    id: 5,
    name: 'کانال خبری فوری',
    english_name: 'Fori',
    link: 'https://f.ir',
    logo: null,
    origin: 1,
    rumor_count: 0,
  },
];
const EVALUATIONS = [
  { id: 3, title: 'نادرست', color: '#d32f2f', score: 1 },
  { id: 6, title: 'درست', color: '#2e7d32', score: 0 },
];

const outletsHandler = on('GET', '/api/news/Media/', (call) => {
  const search = call.url.searchParams.get('search') ?? '';
  return { body: OUTLETS.filter((o) => o.name.includes(search)), headers: { 'X-Total-Count': '2' } };
});
const evaluationsHandler = on('GET', '/api/news/Review-Result/', { body: EVALUATIONS });

beforeEach(() =>
  setFakeSession({ id: 3, first_name: 'مدیر', last_name: 'محتوا', full_name: 'مدیر محتوا', role: 3 }),
);
afterEach(() => vi.restoreAllMocks());

/** Types into the outlet picker and picks `name` once the server's answer for the search is listed. */
async function pickOutlet(user: ReturnType<typeof setupUser>, search: string, name: string) {
  await user.type(screen.getByRole('combobox', { name: new RegExp(SOURCES_TEXT.publisher) }), search);
  await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([name]));
  await user.click(screen.getByRole('option', { name }));
  expect(screen.getByRole('combobox', { name: new RegExp(SOURCES_TEXT.publisher) })).toHaveValue(name);
}

function renderForm(props: Partial<Parameters<typeof SourceForm>[0]> = {}) {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(<SourceForm subjectId={10} onSaved={onSaved} onCancel={onCancel} {...props} />);
  return { onSaved, onCancel };
}

describe('SourceForm', { timeout: UI_TEST_TIMEOUT }, () => {
  it('asks for publisher, title and summary with the spec message and sends nothing', async () => {
    const { calls } = mockFetch(outletsHandler, evaluationsHandler);
    const user = setupUser();
    const { onSaved } = renderForm();
    await user.click(screen.getByRole('button', { name: SOURCES_TEXT.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SOURCE_MESSAGES.required);
    expect(fieldByLabel(SOURCES_TEXT.title)).toHaveAttribute('aria-invalid', 'true');
    expect(fieldByLabel(SOURCES_TEXT.summary)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: new RegExp(SOURCES_TEXT.publisher) })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // the link is optional
    expect(fieldByLabel(SOURCES_TEXT.link)).toHaveAttribute('aria-invalid', 'false');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();

    // an error leaves its field once the field is changed
    await fillField(user, fieldByLabel(SOURCES_TEXT.title), 'عنوان');
    expect(fieldByLabel(SOURCES_TEXT.title)).toHaveAttribute('aria-invalid', 'false');
  });

  it('creates a source with the date in Unix seconds and https:// added to the link', async () => {
    const { calls } = mockFetch(
      outletsHandler,
      evaluationsHandler,
      on('POST', '/api/news/Rumor/', (call) => ({ status: 201, body: makeSource(50, call.body as object) })),
    );
    const user = setupUser();
    const { onSaved } = renderForm();
    await pickOutlet(user, 'فوری', 'کانال خبری فوری');
    await fillField(user, fieldByLabel(SOURCES_TEXT.title), ' عنوان تازه ');
    await fillField(user, fieldByLabel(SOURCES_TEXT.link), 'news.example/a');
    await fillField(user, fieldByLabel(SOURCES_TEXT.summary), 'چکیده تازه');
    await user.click(selectByLabel(SOURCES_TEXT.evaluation));
    await user.click(within(screen.getByRole('listbox')).getByText('نادرست'));
    await user.click(screen.getByRole('button', { name: SOURCES_TEXT.save }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved.mock.calls[0]![1]).toBe(SOURCE_MESSAGES.created);
    // multipart with subject_id beside news_subject (spec section 7)
    const sent = calls.find((c) => c.method === 'POST')!.body;
    expect(sent).toBeInstanceOf(FormData);
    const body = Object.fromEntries((sent as FormData).entries());
    const now = Math.floor(Date.now() / 1000);
    expect(body).toEqual({
      news_subject: '10',
      subject_id: '10',
      title: 'عنوان تازه',
      link: 'https://news.example/a',
      publisher: '5',
      date_published_rumor: expect.any(String),
      result: '3',
      summary: 'چکیده تازه',
      status: '2',
    });
    // today by default, in seconds (not milliseconds)
    expect(Math.abs(Number(body.date_published_rumor) - now)).toBeLessThan(60);
  });

  it('edits a source with PUT, keeping its status, and a date moved with the keyboard', async () => {
    const { calls } = mockFetch(
      outletsHandler,
      evaluationsHandler,
      on('PUT', '/api/news/Rumor/7/', (call) => ({ body: makeSource(7, call.body as object) })),
    );
    const user = setupUser();
    const { onSaved } = renderForm({ source: makeSource(7, { status: 1, link: 'https://x.ir/1' }) });
    expect(fieldByLabel(SOURCES_TEXT.title)).toHaveValue('منبع 7');
    expect(screen.getByRole('combobox', { name: new RegExp(SOURCES_TEXT.publisher) })).toHaveValue(
      'خبرگزاری نمونه',
    );
    const day = screen.getByRole('spinbutton', { name: 'روز' });
    await user.click(day);
    await user.keyboard('{ArrowUp}');
    await user.clear(fieldByLabel(SOURCES_TEXT.title));
    await fillField(user, fieldByLabel(SOURCES_TEXT.title), 'عنوان ویرایش‌شده');
    await user.click(screen.getByRole('button', { name: SOURCES_TEXT.save }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved.mock.calls[0]![1]).toBe(SOURCE_MESSAGES.edited);
    expect(Object.fromEntries((calls.find((c) => c.method === 'PUT')!.body as FormData).entries())).toEqual({
      news_subject: '10',
      subject_id: '10',
      title: 'عنوان ویرایش‌شده',
      link: 'https://x.ir/1',
      publisher: '4',
      date_published_rumor: String(1_710_923_400 + 24 * 3600),
      result: '3',
      summary: 'خلاصه منبع 7',
      status: '1',
    });
  });

  it("shows the server's message and marks the field it names", async () => {
    mockFetch(
      outletsHandler,
      evaluationsHandler,
      on(
        'POST',
        '/api/news/Rumor/',
        apiError(400, SOURCE_MESSAGES.unknownPublisher, 'validation', {
          publisher: [SOURCE_MESSAGES.unknownPublisher],
        }),
      ),
    );
    const user = setupUser();
    const { onSaved } = renderForm({ source: undefined });
    await pickOutlet(user, 'نمونه', 'خبرگزاری نمونه');
    await fillField(user, fieldByLabel(SOURCES_TEXT.title), 'عنوان');
    await fillField(user, fieldByLabel(SOURCES_TEXT.summary), 'چکیده');
    await user.click(screen.getByRole('button', { name: SOURCES_TEXT.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SOURCE_MESSAGES.unknownPublisher);
    expect(screen.getAllByText(SOURCE_MESSAGES.unknownPublisher)).toHaveLength(2);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('cancels without a request', async () => {
    const { calls } = mockFetch(outletsHandler, evaluationsHandler);
    const user = setupUser();
    const { onCancel } = renderForm();
    await user.click(screen.getByRole('button', { name: SOURCES_TEXT.cancel }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });
});

describe('SourceForm drafts', { timeout: UI_TEST_TIMEOUT }, () => {
  it('keeps unsaved fields for the next opening, and cancel throws them away', async () => {
    mockFetch(outletsHandler, evaluationsHandler);
    const user = setupUser();
    const first = renderWithProviders(<SourceForm subjectId={10} onSaved={vi.fn()} onCancel={vi.fn()} />);
    await pickOutlet(user, 'فوری', 'کانال خبری فوری');
    await fillField(user, fieldByLabel(SOURCES_TEXT.title), 'عنوان نیمه‌کاره');
    first.unmount();

    const { onCancel } = renderForm();
    expect(await screen.findByText(DRAFT_TEXT.restored)).toBeInTheDocument();
    expect(fieldByLabel(SOURCES_TEXT.title)).toHaveValue('عنوان نیمه‌کاره');
    expect(screen.getByRole('combobox', { name: new RegExp(SOURCES_TEXT.publisher) })).toHaveValue(
      'کانال خبری فوری',
    );
    await user.click(screen.getByRole('button', { name: SOURCES_TEXT.cancel }));
    expect(onCancel).toHaveBeenCalled();
    expect(Object.keys(localStorage).filter((k) => k.startsWith('rasti.draft.'))).toEqual([]);
  });
});
