import { useEffect } from 'react';
import { Pagination, pageCountFor } from '../Pagination';

interface ListPagingProps {
  /** the list's query: its total is the X-Total-Count header */
  list: { data?: { total: number }; isPlaceholderData: boolean };
  page: number;
  pageSize: number;
  /** `replace`: the move to the last page replaces the address rather than adding a history entry */
  onChange: (page: number, options?: { replace?: boolean }) => void;
}

/**
 * A staff list's page buttons. A shrinking total (a delete, a filter, a change elsewhere) can leave the
 * page past the end: the list then goes to its last page.
 */
export function ListPaging({ list, page, pageSize, onChange }: ListPagingProps) {
  const pageCount = pageCountFor(list.data?.total ?? 0, pageSize);
  const past = list.data !== undefined && !list.isPlaceholderData && page > pageCount;
  // biome-ignore lint/correctness/useExhaustiveDependencies: onChange only writes the page
  useEffect(() => {
    if (past) onChange(pageCount, { replace: true });
  }, [past, pageCount]);
  return (
    <Pagination page={Math.min(page, pageCount)} count={pageCount} onChange={(next) => onChange(next)} />
  );
}
