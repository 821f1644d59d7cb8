import { REVIEW_MESSAGES } from '@rasti/contract/review-messages';
import { type ReactNode, useEffect } from 'react';
import { LoadingBar } from '../../../components/LoadingBar';
import { Pagination, pageCountFor } from '../../../components/Pagination';
import { PlainAlert } from '../../../components/PlainAlert';
import { REVIEWS_TEXT } from '../messages';
import styles from './ReviewResults.module.css';
import { SearchWithSuggestions } from './SearchWithSuggestions';

// The parts the public and the management review lists share: the search row and the paged results.

/** The search box with its title suggestions, then the list's own filters (`children`). */
export function ReviewSearchBar({
  text,
  onTextChange,
  suggestions,
  loading,
  hint,
  children,
}: {
  text: string;
  onTextChange: (text: string) => void;
  suggestions: readonly { title: string }[];
  loading: boolean;
  /** a line under the field (the public's: what the text needs to be searched) */
  hint?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <search> element is not a landmark to every reader yet (nor to jsdom's role queries); the role is
    <div role="search" aria-label={REVIEWS_TEXT.filtersLabel} className={styles.searchBar}>
      <SearchWithSuggestions
        label={REVIEWS_TEXT.searchLabel}
        placeholder={REVIEWS_TEXT.searchPlaceholder}
        value={text}
        onChange={onTextChange}
        suggestions={suggestions.map((r) => r.title)}
        loading={loading}
        hint={hint}
      />
      {children}
    </div>
  );
}

interface ReviewResultsProps<T extends { id: number }> {
  /** the list query of the current page */
  list: {
    data?: { items: T[]; total: number };
    isFetching: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
  };
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** the list's own load failure sentence */
  errorText: string;
  renderItem: (item: T) => ReactNode;
}

/** A progress bar while loading, the failure or the empty sentence, the cards and the page buttons. */
export function ReviewResults<T extends { id: number }>({
  list,
  page,
  pageSize,
  onPageChange,
  errorText,
  renderItem,
}: ReviewResultsProps<T>) {
  const pageCount = pageCountFor(list.data?.total ?? 0, pageSize);
  const lastPage = list.data && !list.isPlaceholderData && page > pageCount ? pageCount : null;

  // an address past the last page (an old link, a shrinking list) goes to the last one
  useEffect(() => {
    if (lastPage !== null) onPageChange(lastPage);
  }, [lastPage, onPageChange]);

  return (
    <>
      <LoadingBar active={list.isFetching} label={REVIEWS_TEXT.loading} />
      {list.isError ? <PlainAlert severity="error">{errorText}</PlainAlert> : null}
      {list.data && list.data.items.length === 0 ? (
        <p role="status" className={styles.empty}>
          {REVIEW_MESSAGES.empty}
        </p>
      ) : null}
      {list.data && list.data.items.length > 0 ? (
        <ul aria-label={REVIEWS_TEXT.listLabel} className={styles.list}>
          {list.data.items.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </ul>
      ) : null}
      <Pagination page={Math.min(page, pageCount)} count={pageCount} onChange={onPageChange} />
    </>
  );
}
