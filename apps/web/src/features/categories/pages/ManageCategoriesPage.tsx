import { CATEGORY_MESSAGES, type Category } from '@rasti/contract';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { PageHeading } from '../../../components/PageHeading';
import Pagination, { pageCountFor } from '../../../components/Pagination';
import { showToast } from '../../../lib/ui/toast';
import { errorDetail } from '../../../lib/api/errors';
import { CATEGORIES_PAGE_SIZE, categoryListQueryOptions } from '../api/categories-api';
import CategoriesTable from '../components/CategoriesTable';
import CategoryFormPanel from '../components/CategoryFormPanel';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { usePinnedFirst } from '../../../lib/hooks/use-pinned-first';
import { CATEGORIES_TEXT } from '../messages';

const SEARCH_DEBOUNCE_MS = 400;

/** The one inline form: add (category null) or edit; opening another replaces it. */
type FormState = { key: string; category: Category | null } | null;

/** /manage-categories (roles 2 and 3): categories searched and paged on the server, edited inline. */
export default function ManageCategoriesPage() {
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const filterKey = debouncedSearch.trim();
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const [form, setForm] = useState<FormState>(null);

  const list = useQuery(categoryListQueryOptions({ page, search: debouncedSearch }));
  // the list runs oldest first: a new category is shown first where the user is, not on the last page
  const [rows, pinNew] = usePinnedFirst(list.data?.items, `${filterKey}|${page}`);
  const pageCount = pageCountFor(list.data?.total ?? 0, CATEGORIES_PAGE_SIZE);

  useEffect(() => {
    if (list.data && page > pageCount) setPaging({ filterKey, page: pageCount });
  }, [list.data, page, pageCount, filterKey]);

  const closeForm = () => {
    setForm(null);
    addButtonRef.current?.focus();
  };

  return (
    <Box sx={{ p: { xs: 0, sm: 1 } }}>
      <PageHeading title={CATEGORIES_TEXT.title} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button
          ref={addButtonRef}
          variant="contained"
          startIcon={<AddIcon />}
          // a second press keeps the add form already open, with what was typed in it
          onClick={() => setForm((open) => (open?.key === 'new' ? open : { key: 'new', category: null }))}
        >
          {CATEGORIES_TEXT.addCategory}
        </Button>
      </Box>

      {form ? (
        <CategoryFormPanel
          key={form.key}
          category={form.category}
          onCancel={closeForm}
          onSaved={(text, saved) => {
            if (form.category === null) pinNew(saved);
            closeForm();
            showToast(text);
          }}
        />
      ) : null}

      <Box role="search" aria-label={CATEGORIES_TEXT.filtersLabel} sx={{ mb: 2 }}>
        <TextField
          label={CATEGORIES_TEXT.searchLabel}
          placeholder={CATEGORIES_TEXT.searchPlaceholder}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          type="search"
          fullWidth
          size="small"
        />
      </Box>

      {list.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorDetail(list.error, CATEGORY_MESSAGES.loadFailed)}
        </Alert>
      ) : null}
      <Box sx={{ height: 4 }}>
        {list.isFetching ? <LinearProgress aria-label={CATEGORIES_TEXT.loading} /> : null}
      </Box>
      {rows ? (
        <CategoriesTable
          categories={rows}
          onEdit={(category) =>
            setForm((open) =>
              open?.key === `edit-${category.id}` ? open : { key: `edit-${category.id}`, category },
            )
          }
        />
      ) : null}
      <Pagination
        page={Math.min(page, pageCount)}
        count={pageCount}
        onChange={(next) => setPaging({ filterKey, page: next })}
      />
    </Box>
  );
}
