import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CardList } from './CardList';
import { PageLoader } from './PageLoader';
import { Pagination, pageCountFor } from './Pagination';
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
  /** The list's own layout (grid columns, gaps) beyond the bare list. */
  sx?: SxProps<Theme>;
  /** Dim the previous page's items while the next one loads. */
  dimPlaceholder?: boolean;
  /** Keep the shown items under an error alert when a later load fails. */
  showLaterError?: boolean;
  loadFailed: string;
  empty: string;
  emptySx?: SxProps<Theme>;
  /** One item: its <li>. */
  children: (item: T) => ReactNode;
}

/**
 * A server-paged list: the loader, the failed load with 'تلاش دوباره', the empty text, or the items
 * (busy while the next page loads) and the page buttons.
 */
export function PagedList<T>(props: PagedListProps<T>) {
  const { query, page, pageSize, onPage, pageLabel, label, ordered, sx, dimPlaceholder, loadFailed } = props;
  const items = query.data?.items ?? [];
  if (query.isPending) return <PageLoader />;
  if (query.isError && !query.data) {
    return (
      <Alert severity="error" action={<RetryButton query={query} />}>
        {loadFailed}
      </Alert>
    );
  }
  if (items.length === 0) {
    return (
      <Typography color="text.secondary" sx={props.emptySx ?? { py: 4, textAlign: 'center' }}>
        {props.empty}
      </Typography>
    );
  }
  return (
    <>
      {props.showLaterError && query.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {loadFailed}
        </Alert>
      )}
      <CardList
        ordered={ordered}
        aria-label={label}
        aria-busy={query.isFetching}
        sx={[
          dimPlaceholder ? { opacity: query.isPlaceholderData ? 0.6 : 1 } : {},
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
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
