import { STATUS_LABELS, STATUSES, type Status } from '@rasti/contract/enums';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageHeading } from '../../../components/PageHeading';
import { Pagination, pageCountFor } from '../../../components/Pagination';
import { ADMIN_PAGE_SIZE, adminSubjectsQueryOptions } from '../api/list-subjects';
import { subjectSuggestionsQueryOptions } from '../api/subject-suggestions';
import { categoriesQueryOptions } from '../api/subjects-api';
import { AdminSubjectsTable } from '../components/AdminSubjectsTable';
import { CategorySelect } from '../components/CategorySelect';
import { SEARCH_DEBOUNCE_MS, useListParams } from '../hooks/use-list-params';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { SUBJECTS_TEXT } from '../messages';
import { filtersGrid } from '../components/filters-grid';

const statusFrom = (raw: string | null): Status | null => STATUSES.find((s) => String(s) === raw) ?? null;

/** 'موضوعات روز' for roles 2 and 3: every subject in a server-paged table, 10 a page. */
export default function AdminSubjectsPage() {
  const navigate = useNavigate();
  const params = useListParams();
  const { page, category, search } = params;
  const status = statusFrom(params.get('status'));

  const categories = useQuery(categoriesQueryOptions());
  const list = useQuery(adminSubjectsQueryOptions({ page, search, category, status }));
  const pageCount = pageCountFor(list.data?.total ?? 0, ADMIN_PAGE_SIZE);
  const suggestTerm = useDebouncedValue(params.searchInput, SEARCH_DEBOUNCE_MS);
  const suggestions = useQuery(subjectSuggestionsQueryOptions(suggestTerm));

  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > pageCount)
      params.update({ page: pageCount }, { replace: true });
  }, [list.data, list.isPlaceholderData, page, pageCount, params.update]);

  const titles = [...new Set((suggestions.data ?? []).map((s) => s.title))];

  return (
    <Box>
      <PageHeading title={SUBJECTS_TEXT.title} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button component={RouterLink} to="/add-subject" variant="contained" startIcon={<AddIcon />}>
          {SUBJECTS_TEXT.addSubject}
        </Button>
      </Box>

      <Box role="search" aria-label={SUBJECTS_TEXT.filtersLabel} sx={filtersGrid}>
        <Autocomplete
          freeSolo
          fullWidth
          size="small"
          options={titles}
          filterOptions={(options) => options}
          inputValue={params.searchInput}
          onInputChange={(_, value) => params.setSearchInput(value)}
          loading={suggestions.isFetching}
          loadingText="در حال جستجو..."
          slotProps={{ listbox: { sx: { maxHeight: '15rem' } } }}
          renderInput={(inputParams) => (
            <TextField
              {...inputParams}
              label={SUBJECTS_TEXT.searchLabel}
              placeholder={SUBJECTS_TEXT.searchPlaceholder}
              type="search"
              slotProps={{
                ...inputParams.slotProps,
                input: {
                  ...inputParams.slotProps.input,
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" aria-hidden="true" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          )}
        />
        <CategorySelect
          categories={categories.data ?? []}
          value={category}
          onChange={(id) => params.update({ category: id })}
          label={SUBJECTS_TEXT.categoryLabel}
          allLabel={SUBJECTS_TEXT.allCategories}
        />
        <TextField
          select
          label={SUBJECTS_TEXT.statusLabel}
          value={status === null ? '' : String(status)}
          onChange={(e) => params.update({ status: e.target.value || null })}
          size="small"
          fullWidth
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{SUBJECTS_TEXT.allStatuses}</MenuItem>
          {STATUSES.map((s) => (
            <MenuItem key={s} value={String(s)}>
              {STATUS_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
      </Box>

      {categories.isError ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {SUBJECTS_TEXT.categoriesFailed}
        </Alert>
      ) : null}
      {list.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {SUBJECTS_TEXT.loadFailed}
        </Alert>
      ) : null}
      <Box sx={{ height: 4, mb: 1 }}>
        {list.isFetching ? <LinearProgress aria-label={SUBJECTS_TEXT.loading} /> : null}
      </Box>
      {list.data ? (
        <AdminSubjectsTable
          subjects={list.data.items}
          onEdit={(subject) => navigate(`/edit-subject/${subject.id}`, { state: { isEditMode: true } })}
        />
      ) : null}
      <Pagination
        page={Math.min(page, pageCount)}
        count={pageCount}
        onChange={(next) => params.update({ page: next === 1 ? null : next })}
      />
    </Box>
  );
}
