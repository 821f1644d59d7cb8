import { type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { usePageParam } from '../lib/hooks/use-page-param';
import { CardList } from './CardList';
import styles from './PagedList.module.css';
import { PageLoader } from './PageLoader';
import { Pagination, pageCountFor } from './Pagination';
import { PlainAlert } from './PlainAlert';
import { RetryButton } from './RetryButton';

interface PagedListProps<T> {
  /** The page's query: its items and the total from X-Total-Count. */
  query: UseQueryResult<{ items: T[]; total: number }>;
  page: number;
  pageSize: number;
  onPage: (next: number) => void;
  /** The pagination's own label, when the page has more than one paged list. */
  pageLabel?: string;
  /** The list's accessible name. */
  label: string;
  /** An ordered list (newest first, versions) or a plain one. */
  ordered?: boolean;
  /** The list's grid columns per breakpoint (CardList's), one column when left out. */
  columns?: ComponentProps<typeof CardList>['columns'];
  /** Dim the previous page's items while the next one loads. */
  dimPlaceholder?: boolean;
  /** Keep the shown items under an error alert when a later load fails. */
  showLaterError?: boolean;
  loadFailed: string;
  empty: string;
  /** The empty text as plain body text instead of the centred one. */
  emptyPlain?: boolean;
  /** One item: its <li>. */
  children: (item: T) => ReactNode;
}

/**
 * A server-paged list: the loader, the failed load with 'تلاش دوباره', the empty text, or the items
 * (busy while the next page loads) and the page buttons.
 */
export function PagedList<T>(props: PagedListProps<T>) {
  const { query, page, pageSize, onPage, pageLabel, label, ordered, columns, dimPlaceholder, loadFailed } =
    props;
  const items = query.data?.items ?? [];
  if (query.isPending) return <PageLoader />;
  if (query.isError && !query.data) {
    return (
      <PlainAlert severity="error" action={<RetryButton query={query} />}>
        {loadFailed}
      </PlainAlert>
    );
  }
  if (items.length === 0) {
    return <p className={props.emptyPlain ? styles.plainEmpty : styles.empty}>{props.empty}</p>;
  }
  return (
    <>
      {props.showLaterError && query.isError && (
        <PlainAlert severity="error" className={styles.laterError}>
          {loadFailed}
        </PlainAlert>
      )}
      <CardList
        ordered={ordered}
        aria-label={label}
        aria-busy={query.isFetching}
        columns={columns}
        className={dimPlaceholder && query.isPlaceholderData ? styles.dimmed : undefined}
      >
        {items.map((item) => props.children(item))}
      </CardList>
      <Pagination
        page={page}
        count={pageCountFor(query.data?.total ?? 0, pageSize)}
        onChange={onPage}
        label={pageLabel}
      />
    </>
  );
}

type Paged<T> = { items: T[]; total: number };

/**
 * A public list's query for the page in the address (?page=), with the paging props PagedList takes for it
 * (`<PagedList {...paged} …>`).
 */
export function usePagedQuery<T>(
  optionsFor: (page: number) => UseQueryOptions<Paged<T>, Error, Paged<T>, QueryKey>,
  pageSize: number,
) {
  const { page, goTo } = usePageParam();
  return { query: useQuery(optionsFor(page)), page, pageSize, onPage: goTo };
}
