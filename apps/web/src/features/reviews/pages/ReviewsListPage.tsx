import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PageHeading } from '../../../components/PageHeading';
import { Pagination, pageCountFor } from '../../../components/Pagination';
import { publicCategoriesQueryOptions } from '../api/catalogue-api';
import {
  PUBLIC_PAGE_SIZE,
  publicReviewListQueryOptions,
  publicSuggestionsQueryOptions,
} from '../api/reviews-api';
import { ReviewCard, reviewCardData } from '../components/ReviewCard';
import { SearchWithSuggestions } from '../components/SearchWithSuggestions';
import { useListSearch } from '../hooks/use-list-search';
import { REVIEW_SORTS, REVIEWS_TEXT, type ReviewSort } from '../messages';

const FILTERS = ['category', 'sort'] as const;
const isSort = (value: string): value is ReviewSort => REVIEW_SORTS.some((s) => s.value === value);

/** 'گزارش بررسیها': published reviews for visitors, searched, filtered and sorted on the server. */
export default function ReviewsListPage() {
  const { text, setText, search, page, filters, setFilter, setPage } = useListSearch(FILTERS);
  const sort: ReviewSort = isSort(filters.sort) ? filters.sort : 'priority';
  const categoryId = Number(filters.category);
  const category = Number.isInteger(categoryId) && categoryId > 0 ? categoryId : '';

  const categories = useQuery(publicCategoriesQueryOptions());
  const list = useQuery(publicReviewListQueryOptions({ page, search, category, sort }));
  const suggestions = useQuery(publicSuggestionsQueryOptions(search));
  const pageCount = pageCountFor(list.data?.total ?? 0, PUBLIC_PAGE_SIZE);
  const lastPage = list.data && !list.isPlaceholderData && page > pageCount ? pageCount : null;

  // an address past the last page (an old link, a shrinking list) goes to the last one
  useEffect(() => {
    if (lastPage !== null) setPage(lastPage);
  }, [lastPage, setPage]);

  return (
    <Box>
      <PageHeading title={REVIEWS_TEXT.publicTitle} />
      <Stack
        role="search"
        aria-label={REVIEWS_TEXT.filtersLabel}
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 2 }}
      >
        <SearchWithSuggestions
          label={REVIEWS_TEXT.searchLabel}
          placeholder={REVIEWS_TEXT.searchPlaceholder}
          value={text}
          onChange={setText}
          suggestions={(suggestions.data?.items ?? []).map((r) => r.title)}
          loading={suggestions.isFetching}
        />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            flexShrink: 0,
            width: { md: 400 },
          }}
        >
          <TextField
            select
            size="small"
            label={REVIEWS_TEXT.categoryFilter}
            value={category === '' ? '' : String(category)}
            onChange={(e) => setFilter('category', e.target.value)}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{REVIEWS_TEXT.allCategories}</MenuItem>
            {(categories.data ?? []).map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>
                {c.title}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={REVIEWS_TEXT.sortLabel}
            value={sort}
            onChange={(e) => setFilter('sort', e.target.value === 'priority' ? '' : e.target.value)}
          >
            {REVIEW_SORTS.map((s) => (
              <MenuItem key={s.value} value={s.value}>
                {s.label}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      </Stack>

      <Box sx={{ height: 4, mb: 1 }}>
        {list.isFetching ? <LinearProgress aria-label={REVIEWS_TEXT.loading} /> : null}
      </Box>
      {list.isError ? (
        <Alert severity="error" role="alert">
          {REVIEWS_TEXT.loadListFailed}
        </Alert>
      ) : null}
      {list.data && list.data.items.length === 0 ? (
        <Typography component="p" role="status" sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
          {REVIEWS_TEXT.empty}
        </Typography>
      ) : null}
      {list.data && list.data.items.length > 0 ? (
        <Stack
          component="ul"
          aria-label={REVIEWS_TEXT.listLabel}
          spacing={2}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {list.data.items.map((item) => (
            <li key={item.id}>
              <ReviewCard review={reviewCardData(item)} />
            </li>
          ))}
        </Stack>
      ) : null}
      <Pagination page={Math.min(page, pageCount)} count={pageCount} onChange={setPage} />
    </Box>
  );
}
