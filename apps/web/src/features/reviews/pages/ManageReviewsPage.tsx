import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { STATUS_LABELS, STATUSES, type Status } from '@rasti/contract/enums';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../../components/PageHeading';
import { Pagination, pageCountFor } from '../../../components/Pagination';
import {
  MANAGE_PAGE_SIZE,
  staffReviewListQueryOptions,
  staffSuggestionsQueryOptions,
} from '../api/reviews-api';
import { ReviewCard, reviewCardData } from '../components/ReviewCard';
import { SearchWithSuggestions } from '../components/SearchWithSuggestions';
import { useListSearch } from '../hooks/use-list-search';
import { REVIEWS_TEXT } from '../messages';

const FILTERS = ['status'] as const;
const asStatus = (value: string): Status | '' =>
  (STATUSES as readonly number[]).includes(Number(value)) ? (Number(value) as Status) : '';

/** The reviews of every status for staff (spec section 2 'Reviews list (management)'), paged by the server. */
export default function ManageReviewsPage() {
  const { text, setText, search, page, filters, setFilter, setPage } = useListSearch(FILTERS);
  const status = asStatus(filters.status);
  const list = useQuery(staffReviewListQueryOptions({ page, search, status }));
  const suggestions = useQuery(staffSuggestionsQueryOptions(search, status));
  const pageCount = pageCountFor(list.data?.total ?? 0, MANAGE_PAGE_SIZE);
  const lastPage = list.data && !list.isPlaceholderData && page > pageCount ? pageCount : null;

  useEffect(() => {
    if (lastPage !== null) setPage(lastPage);
  }, [lastPage, setPage]);

  return (
    <Box>
      <Stack
        direction="row"
        spacing={2}
        // Stack resets its children's margins: the heading's own bottom margin is given here
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          rowGap: 1,
          mb: 3,
          '& h1': { mb: 0 },
        }}
      >
        <PageHeading title={REVIEWS_TEXT.manageTitle} />
        <Button component={RouterLink} to="/add-report" variant="contained" startIcon={<AddIcon />}>
          {REVIEWS_TEXT.addReview}
        </Button>
      </Stack>
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
        <TextField
          select
          size="small"
          label={REVIEWS_TEXT.statusFilter}
          value={status === '' ? '' : String(status)}
          onChange={(e) => setFilter('status', e.target.value)}
          sx={{ minWidth: { md: 180 } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{REVIEWS_TEXT.allStatuses}</MenuItem>
          {STATUSES.map((s) => (
            <MenuItem key={s} value={String(s)}>
              {STATUS_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      <Box sx={{ height: 4, mb: 1 }}>
        {list.isFetching ? <LinearProgress aria-label={REVIEWS_TEXT.loading} /> : null}
      </Box>
      {list.isError ? (
        <Alert severity="error" role="alert">
          {REVIEWS_TEXT.manageLoadFailed}
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
              <ReviewCard
                review={reviewCardData(item, true)}
                action={
                  item.can_edit ? (
                    <Button
                      component={RouterLink}
                      to={`/edit-report/${item.id}`}
                      size="small"
                      startIcon={<EditIcon />}
                      aria-label={`${REVIEWS_TEXT.editReview}: ${item.title}`}
                    >
                      {REVIEWS_TEXT.editShort}
                    </Button>
                  ) : null
                }
              />
            </li>
          ))}
        </Stack>
      ) : null}
      <Pagination page={Math.min(page, pageCount)} count={pageCount} onChange={setPage} />
    </Box>
  );
}
