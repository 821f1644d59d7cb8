import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode, Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../PageHeading';
import { FilterBar, type FilterBarProps, type ListControls } from './FilterBar';
import { ListPaging } from './ListPaging';
import { ListState } from './ListState';

/** A staff list's sentences (its feature's *_TEXT): heading, filter landmark, search box, loading bar. */
export interface AdminListText {
  title: string;
  filtersLabel: string;
  searchLabel?: string;
  searchPlaceholder?: string;
  loading: string;
}

interface AdminListPageProps {
  text: AdminListText;
  /** the add button: opens an inline form (onClick) or goes to a form page (to) */
  add?: { label: string; onClick?: () => void; to?: string; ref?: Ref<HTMLButtonElement> };
  /** between the add button and the filters: the open inline forms */
  forms?: ReactNode;
  /** the list page (useListPage): its page, search and filters */
  listPage: ListControls & { page: number; setPage: (page: number, options?: { replace?: boolean }) => void };
  /** the filter bar: the search box when `text` names one, and its selects ({} for the search box alone) */
  filterBar?: Pick<FilterBarProps, 'selects' | 'rowFrom'>;
  /** under the filter bar, or in its place: anything else that filters the list */
  filters?: ReactNode;
  /** the list's query: its rows, total (X-Total-Count), loading and failure */
  list: { data?: { total: number }; isPlaceholderData: boolean; isError: boolean; isFetching: boolean };
  errorText: string;
  pageSize: number;
  sx?: SxProps<Theme>;
  /** the rows (an AdminTable) and anything shown with them */
  children: ReactNode;
}

/**
 * The frame of every staff list: heading, add button, inline forms, filters, the failure and loading
 * line, the rows and the page buttons.
 */
export function AdminListPage({
  text,
  add,
  forms,
  listPage,
  filterBar,
  filters,
  list,
  errorText,
  pageSize,
  sx,
  children,
}: AdminListPageProps) {
  return (
    <Box sx={sx}>
      <PageHeading title={text.title} />
      {add ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          {add.to ? (
            <Button component={RouterLink} to={add.to} variant="contained" startIcon={<AddIcon />}>
              {add.label}
            </Button>
          ) : (
            <Button ref={add.ref} variant="contained" startIcon={<AddIcon />} onClick={add.onClick}>
              {add.label}
            </Button>
          )}
        </Box>
      ) : null}
      {forms}
      {filterBar ? (
        <FilterBar
          label={text.filtersLabel}
          list={listPage}
          search={
            text.searchLabel
              ? { label: text.searchLabel, placeholder: text.searchPlaceholder ?? '' }
              : undefined
          }
          {...filterBar}
        />
      ) : null}
      {filters}
      <ListState list={list} errorText={errorText} loadingLabel={text.loading} />
      {children}
      <ListPaging list={list} page={listPage.page} pageSize={pageSize} onChange={listPage.setPage} />
    </Box>
  );
}
