import '../../../test/with-fake-session';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SEARCH_LABELS, SEARCH_TOO_SHORT } from '@rasti/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch, on } from '../../../test/fetch-mock';
import { currentLocation, renderWithProviders, setupUser } from '../../../test/render';
import { GlobalSearch, SEARCH_TEXT } from './GlobalSearch';
import styles from './GlobalSearch.module.css';

/** The declarations of one rule of the component's static stylesheet (jsdom does not apply it). */
const stylesheet = readFileSync(path.join(import.meta.dirname, 'GlobalSearch.module.css'), 'utf8');
const rule = (name: string) => new RegExp(`\\.${name} \\{([^}]*)\\}`).exec(stylesheet)?.[1] ?? '';

const SEARCH = '/api/public/search/';
const suggestions = [
  { type: 'subject', id: 11, title: 'واکسن و ناباروری' },
  { type: 'subject', id: 12, title: 'واکسن آنفلوانزا' },
  { type: 'review', id: 21, title: 'بررسی ادعای واکسن' },
];

const field = () => screen.getByRole('combobox', { name: SEARCH_TEXT.label });
const options = () => within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option');

function setup(reply = { body: suggestions } as ReturnType<typeof apiError> | { body: unknown }) {
  const fetch = mockFetch(on('GET', SEARCH, reply));
  const user = setupUser();
  renderWithProviders(<GlobalSearch />, { route: '/news-reports' });
  return { ...fetch, user };
}

/** Types 'واکسن' and waits for its three suggestions. */
async function showSuggestions(user: ReturnType<typeof setupUser>) {
  await user.type(field(), 'واکسن');
  await waitFor(() => expect(options()).toHaveLength(3));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GlobalSearch', () => {
  it('uses the contract labels', () => {
    expect(SEARCH_TEXT.subject).toBe(SEARCH_LABELS.subject);
    expect(SEARCH_TEXT.review).toBe(SEARCH_LABELS.review);
  });

  it('asks the server once typing pauses and labels subjects and reviews', async () => {
    const { calls, user } = setup();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    await showSuggestions(user);

    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(options().map((option) => option.textContent)).toEqual([
      'موضوع روز واکسن و ناباروری',
      'موضوع روز واکسن آنفلوانزا',
      'بررسی بررسی ادعای واکسن',
    ]);
    // one request for the whole word, not one per letter
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.searchParams.get('q')).toBe('واکسن');
    expect(screen.getByRole('status')).toHaveTextContent('۳ پیشنهاد یافت شد');
  });

  it('keeps the list at most 15rem tall, scrolling', async () => {
    const { user } = setup();
    await showSuggestions(user);
    expect(screen.getByRole('listbox')).toHaveClass(styles.options!);
    expect(rule('options')).toMatch(/\bmax-height: 15rem;/);
    expect(rule('options')).toMatch(/\boverflow-y: auto;/);
  });

  it('moves through the suggestions with the arrows, wrapping, and opens the highlighted one with Enter', async () => {
    const { user } = setup();
    await showSuggestions(user);

    await user.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field()).toHaveAttribute('aria-activedescendant', options()[2]!.id);
    await user.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(field()).toHaveAttribute('aria-activedescendant', options()[2]!.id);

    await user.keyboard('{Enter}');
    expect(currentLocation.pathname).toBe('/report/21');
    expect(field()).toHaveValue('');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a subject with Enter', async () => {
    const { user } = setup();
    await showSuggestions(user);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(currentLocation.pathname).toBe('/news-subject-page/12');
  });

  it('does nothing on Enter while no suggestion is highlighted', async () => {
    const { user } = setup();
    await showSuggestions(user);
    await user.keyboard('{Enter}');
    expect(currentLocation.pathname).toBe('/news-reports');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes with Escape, reopens with the down arrow, and clears the text with a second Escape', async () => {
    const { user } = setup();
    await showSuggestions(user);
    await user.keyboard('{ArrowDown}{Escape}');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).not.toHaveAttribute('aria-activedescendant');
    expect(field()).toHaveValue('واکسن');

    await user.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}{Escape}');
    expect(field()).toHaveValue('');
  });

  it('opens a suggestion on click or tap', async () => {
    const { user } = setup();
    await showSuggestions(user);
    await user.click(options()[0]!);
    expect(currentLocation.pathname).toBe('/news-subject-page/11');
  });

  it('closes shortly after the field loses focus', async () => {
    const { user } = setup();
    await showSuggestions(user);
    await user.tab();
    await waitFor(() => expect(field()).toHaveAttribute('aria-expanded', 'false'));
  });

  it('says when nothing matches', async () => {
    const { user } = setup({ body: [] });
    await user.type(field(), 'ناموجود');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(SEARCH_TEXT.noResults));
    expect(options()).toHaveLength(0);
  });

  it('says when the search failed', async () => {
    const { user } = setup(apiError(500, 'خطا', 'server_error'));
    await user.type(field(), 'واکسن');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(SEARCH_TEXT.failed));
  });

  it('asks nothing for a single letter', async () => {
    const { calls, user } = setup();
    await user.type(field(), 'و');
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(calls).toHaveLength(0);
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks nothing for a visitor’s text without a word of three letters, and says so', async () => {
    const { calls, user } = setup();
    await user.type(field(), 'وا ک');
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent(SEARCH_TOO_SHORT);
    await user.type(field(), 'سن');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByRole('status')).not.toHaveTextContent(SEARCH_TOO_SHORT);
  });
});
