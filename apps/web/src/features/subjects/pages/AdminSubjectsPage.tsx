import { STATUS_LABELS, STATUSES, type Status } from '@rasti/contract/enums';
import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AdminListPage, FilterSelect, SEARCH_DEBOUNCE_MS, useListPage } from '../../../components/admin';
import { ADMIN_PAGE_SIZE, adminSubjectsQueryOptions } from '../api/list-subjects';
import { subjectSuggestionsQueryOptions } from '../api/subject-suggestions';
import { categoriesQuery } from '../../categories/api';
import { AdminSubjectsTable } from '../components/AdminSubjectsTable';
import { CategoriesFailedNote, CategorySelect } from '../components/CategorySelect';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { SUBJECTS_TEXT } from '../messages';
import { filtersGrid } from '../components/filters-grid';

const statusFrom = (raw: string): Status | null => STATUSES.find((s) => String(s) === raw) ?? null;
const STATUS_OPTIONS = STATUSES.map((s) => ({ value: String(s), label: STATUS_LABELS[s] }));
const positiveInt = (raw: string): number | null =>
  /^\d+$/.test(raw) && Number(raw) > 0 && Number(raw) <= 2_147_483_647 ? Number(raw) : null;

/** 'موضوعات روز' for roles 2 and 3: every subject in a server-paged table, 10 a page. */
export default function AdminSubjectsPage() {
  const navigate = useNavigate();
  const listPage = useListPage({ filters: ['status', 'category'] });
  const { page, search } = listPage;
  const category = positiveInt(listPage.filters.category);
  const status = statusFrom(listPage.filters.status);

  const categories = useQuery(categoriesQuery());
  const list = useQuery(adminSubjectsQueryOptions({ page, search, category, status }));
  const suggestTerm = useDebouncedValue(listPage.searchInput, SEARCH_DEBOUNCE_MS);
  const suggestions = useQuery(subjectSuggestionsQueryOptions(suggestTerm));

  const titles = [...new Set((suggestions.data ?? []).map((s) => s.title))];

  return (
    <AdminListPage
      text={SUBJECTS_TEXT}
      add={{ label: SUBJECTS_TEXT.addSubject, to: '/add-subject' }}
      filters={
        <>
          <Box role="search" aria-label={SUBJECTS_TEXT.filtersLabel} sx={filtersGrid}>
            <Autocomplete
              freeSolo
              fullWidth
              size="small"
              options={titles}
              filterOptions={(options) => options}
              inputValue={listPage.searchInput}
              onInputChange={(_, value) => listPage.setSearchInput(value)}
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
              onChange={(id) => listPage.setFilter('category', id === null ? '' : String(id))}
              label={SUBJECTS_TEXT.categoryLabel}
              allLabel={SUBJECTS_TEXT.allCategories}
            />
            <FilterSelect
              label={SUBJECTS_TEXT.statusLabel}
              value={status === null ? '' : String(status)}
              onChange={(value) => listPage.setFilter('status', value)}
              allLabel={SUBJECTS_TEXT.allStatuses}
              options={STATUS_OPTIONS}
              minWidth={0}
              fullWidth
            />
          </Box>

          <CategoriesFailedNote failed={categories.isError} />
        </>
      }
      list={list}
      errorText={SUBJECTS_TEXT.loadFailed}
      listPage={listPage}
      pageSize={ADMIN_PAGE_SIZE}
    >
      {list.data ? (
        <AdminSubjectsTable
          subjects={list.data.items}
          onEdit={(subject) => navigate(`/edit-subject/${subject.id}`, { state: { isEditMode: true } })}
        />
      ) : null}
    </AdminListPage>
  );
}
