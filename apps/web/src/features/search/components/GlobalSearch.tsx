import { SearchIcon } from '../../../components/icons';
import { isStaff } from '@rasti/contract/enums';
import { LIMITS } from '@rasti/contract/limits';
import { toPersianDigits } from '@rasti/contract/persian';
import type { SearchSuggestion } from '@rasti/contract/search';
import { isPublicSearch, SEARCH_TOO_SHORT } from '@rasti/contract/search-messages';
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { useSession } from '../../../lib/auth/session';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { searchSuggestionsQuery } from '../api/search-suggestions';
import styles from './GlobalSearch.module.css';

// The labels are the contract's SEARCH_LABELS, repeated so the first page's JavaScript carries no zod
// (GlobalSearch.test.tsx checks they stay the same).
export const SEARCH_TEXT = {
  label: 'جستجو در موضوعات و بررسی‌ها',
  placeholder: 'جستجو در موضوعات و بررسی‌ها...',
  suggestions: 'پیشنهادهای جستجو',
  subject: 'موضوع روز',
  review: 'بررسی',
  searching: 'در حال جستجو...',
  noResults: 'نتیجه‌ای یافت نشد',
  failed: 'خطا در جستجو. لطفاً دوباره تلاش کنید.',
  found: (count: number) => `${toPersianDigits(count)} پیشنهاد یافت شد؛ با کلیدهای جهت‌نما انتخاب کنید`,
} as const;

/** Wait this long after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Fewer characters than this ask nothing (a single letter matches almost every title). */
export const SEARCH_MIN_CHARS = 2;

type Suggestions = { data: unknown; isError: boolean; isFetching: boolean };

/** What a disabled query reads before anything was typed: no data, no error, nothing asked. */
const NOTHING_ASKED: Suggestions = { data: undefined, isError: false, isFetching: false };

/**
 * The suggestions for `term`. The server draws the box empty, so its query would stay disabled: it is not
 * made there at all (a query observer on every page rendered), and the box reads as the browser's does
 * before anything is typed.
 */
const useSuggestions: (userId: number | null, term: string, enabled: boolean) => Suggestions =
  typeof window === 'undefined'
    ? () => NOTHING_ASKED
    : (userId, term, enabled) => useQuery(searchSuggestionsQuery(userId, term, enabled));

export const suggestionPath = (item: SearchSuggestion): string =>
  item.type === 'subject' ? `/news-subject-page/${item.id}` : `/report/${item.id}`;

/**
 * The top bar's search: titles of subjects ('موضوع روز') and reviews ('بررسی') containing the typed
 * text, asked of the server after a pause in typing. A WAI-ARIA combobox: arrows move through the
 * suggestions, Enter opens the highlighted one, Escape closes the list (a second Escape clears the text).
 */
export function GlobalSearch() {
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const navigate = useNavigate();
  const { user, role } = useSession();
  const inputRef = useRef<HTMLInputElement>(null);
  const blurTimer = useRef<number | undefined>(undefined);

  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // a visitor's text is a search only with a word of three letters (the server's rule); staff's from two
  const searchable = (value: string) =>
    value.length >= SEARCH_MIN_CHARS && (isStaff(role) || isPublicSearch(value));
  const enabled = searchable(term);

  const search = useSuggestions(user?.id ?? null, term, enabled);

  const items: SearchSuggestion[] = enabled && Array.isArray(search.data) ? search.data : [];
  const typedEnough = text.trim().length >= SEARCH_MIN_CHARS;
  const expanded = open && typedEnough;
  const tooShort = typedEnough && !searchable(text.trim());
  const waiting = typedEnough && !tooShort && (term !== text.trim() || search.isFetching);
  const current = active < items.length ? active : -1;

  useEffect(() => () => window.clearTimeout(blurTimer.current), []);

  useEffect(() => {
    if (current < 0) return;
    document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' });
  });

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const openItem = (item: SearchSuggestion) => {
    close();
    setText('');
    inputRef.current?.blur();
    navigate(suggestionPath(item));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          return;
        }
        if (items.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const from = current < 0 ? (step === 1 ? -1 : items.length) : current;
        setActive((from + step + items.length) % items.length);
        return;
      }
      case 'Enter':
        event.preventDefault();
        if (expanded && current >= 0) openItem(items[current]!);
        return;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        return;
      case 'Tab':
        close();
        return;
      default:
        return;
    }
  };

  let status = '';
  if (expanded) {
    if (tooShort) status = SEARCH_TOO_SHORT;
    else if (search.isError && items.length === 0) status = SEARCH_TEXT.failed;
    else if (waiting && items.length === 0) status = SEARCH_TEXT.searching;
    else if (!waiting) status = items.length === 0 ? SEARCH_TEXT.noResults : SEARCH_TEXT.found(items.length);
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a <search> element is not a landmark to every reader yet (nor to jsdom's role queries); the role is
    <form
      role="search"
      aria-label={SEARCH_TEXT.label}
      // without JavaScript the form still searches: the reports list with the words as its query
      action="/news-reports"
      method="get"
      onSubmit={(event) => event.preventDefault()}
      className={styles.search}
    >
      <div className={styles.field}>
        <SearchIcon fontSize="small" />
        <label htmlFor={inputId} className={styles.visuallyHidden}>
          {SEARCH_TEXT.label}
        </label>
        {/* a plain input drawn as MUI's InputBase draws it, without the InputBase code */}
        <div className={styles.inputBase}>
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            name="q"
            className={styles.input}
            placeholder={SEARCH_TEXT.placeholder}
            autoComplete="off"
            value={text}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => {
              window.clearTimeout(blurTimer.current);
              setOpen(true);
            }}
            // a short delay lets a tap on a suggestion land before the list closes (spec: 200 ms)
            onBlur={() => {
              blurTimer.current = window.setTimeout(close, LIMITS.suggestionBlurMs);
            }}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && current >= 0 ? optionId(current) : undefined}
            enterKeyHint="search"
            spellCheck={false}
          />
        </div>
        {expanded && waiting && <Spinner size={16} color="inherit" aria-hidden="true" />}
      </div>
      <div role="status" className={styles.visuallyHidden}>
        {status}
      </div>
      <div hidden={!expanded} className={styles.popup}>
        <div id={listId} role="listbox" aria-label={SEARCH_TEXT.suggestions} className={styles.options}>
          {items.map((item, index) => (
            // biome-ignore lint/a11y: an option of the combobox pattern: the input keeps the focus and takes its keys (arrows, Enter), pointing here with aria-activedescendant
            <div
              key={`${item.type}-${item.id}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === current}
              className={styles.option}
              // keep the focus in the field: the click still lands and opens the item
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => openItem(item)}
              onMouseMove={() => {
                if (index !== current) setActive(index);
              }}
            >
              <span className={item.type === 'subject' ? styles.subjectKind : styles.reviewKind}>
                {item.type === 'subject' ? SEARCH_TEXT.subject : SEARCH_TEXT.review}
              </span>{' '}
              <span className={styles.optionTitle}>{item.title}</span>
            </div>
          ))}
        </div>
        {items.length === 0 && (
          <div aria-hidden="true" className={styles.note}>
            {tooShort
              ? SEARCH_TOO_SHORT
              : search.isError
                ? SEARCH_TEXT.failed
                : waiting
                  ? SEARCH_TEXT.searching
                  : SEARCH_TEXT.noResults}
          </div>
        )}
      </div>
    </form>
  );
}
