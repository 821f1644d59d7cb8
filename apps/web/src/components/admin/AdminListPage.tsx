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

interface AdminListPageProps {
  title: string;
  /** the add button: opens an inline form (onClick) or goes to a form page (to) */
  add?: { label: string; onClick?: () => void; to?: string; ref?: Ref<HTMLButtonElement> };
  /** between the add button and the filters: the open inline forms */
  forms?: ReactNode;
  /** the list page (useListPage): its page, search and filters */
  listPage: ListControls & { page: number; setPage: (page: number, options?: { replace?: boolean }) => void };
  /** the filter bar: its landmark's name, search box and selects */
  filterBar?: Omit<FilterBarProps, 'list'>;
  /** under the filter bar, or in its place: anything else that filters the list */
  filters?: ReactNode;
  /** the list's query: its rows, total (X-Total-Count), loading and failure */
  list: { data?: { total: number }; isPlaceholderData: boolean; isError: boolean; isFetching: boolean };
  errorText: string;
  loadingLabel: string;
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
  title,
  add,
  forms,
  listPage,
  filterBar,
  filters,
  list,
  errorText,
  loadingLabel,
  pageSize,
  sx,
  children,
}: AdminListPageProps) {
  return (
    <Box sx={sx}>
      <PageHeading title={title} />
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
      {filterBar ? <FilterBar list={listPage} {...filterBar} /> : null}
      {filters}
      <ListState list={list} errorText={errorText} loadingLabel={loadingLabel} />
      {children}
      <ListPaging list={list} page={listPage.page} pageSize={pageSize} onChange={listPage.setPage} />
    </Box>
  );
}
