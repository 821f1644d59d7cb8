import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode, Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../PageHeading';
import { ListPaging } from './ListPaging';
import { ListState } from './ListState';

interface AdminListPageProps {
  title: string;
  /** the add button: opens an inline form (onClick) or goes to a form page (to) */
  add?: { label: string; onClick?: () => void; to?: string; ref?: Ref<HTMLButtonElement> };
  /** between the add button and the filters: the open inline forms */
  forms?: ReactNode;
  /** the filter bar */
  filters: ReactNode;
  /** the list's query: its rows, total (X-Total-Count), loading and failure */
  list: { data?: { total: number }; isPlaceholderData: boolean; isError: boolean; isFetching: boolean };
  errorText: string;
  loadingLabel: string;
  page: number;
  pageSize: number;
  onPage: (page: number, options?: { replace?: boolean }) => void;
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
  filters,
  list,
  errorText,
  loadingLabel,
  page,
  pageSize,
  onPage,
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
      {filters}
      <ListState list={list} errorText={errorText} loadingLabel={loadingLabel} />
      {children}
      <ListPaging list={list} page={page} pageSize={pageSize} onChange={onPage} />
    </Box>
  );
}
