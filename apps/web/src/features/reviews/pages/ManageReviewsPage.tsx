import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { STATUS_LABELS, STATUSES, type Status } from '@rasti/contract/enums';
import { REVIEW_MESSAGES } from '@rasti/contract/review-messages';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { FilterSelect, useListPage } from '../../../components/admin';
import { PageHeading } from '../../../components/PageHeading';
import {
  MANAGE_PAGE_SIZE,
  staffReviewListQueryOptions,
  staffSuggestionsQueryOptions,
} from '../api/list-reviews';
import { ReviewCard, reviewCardData } from '../components/ReviewCard';
import { ReviewResults, ReviewSearchBar } from '../components/ReviewResults';
import { REVIEWS_TEXT } from '../messages';

const STATUS_OPTIONS = STATUSES.map((s) => ({ value: String(s), label: STATUS_LABELS[s] }));
const asStatus = (value: string): Status | '' =>
  (STATUSES as readonly number[]).includes(Number(value)) ? (Number(value) as Status) : '';

/** The reviews of every status for staff (spec section 2 'Reviews list (management)'), paged by the server. */
export default function ManageReviewsPage() {
  const listPage = useListPage({ filters: ['status'] });
  const { page, search } = listPage;
  const status = asStatus(listPage.filters.status);
  const list = useQuery(staffReviewListQueryOptions({ page, search, status }));
  const suggestions = useQuery(staffSuggestionsQueryOptions(search, status));

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
      <ReviewSearchBar
        text={listPage.searchInput}
        onTextChange={listPage.setSearchInput}
        suggestions={suggestions.data?.items ?? []}
        loading={suggestions.isFetching}
      >
        <FilterSelect
          label={REVIEWS_TEXT.statusFilter}
          value={status === '' ? '' : String(status)}
          onChange={(value) => listPage.setFilter('status', value)}
          allLabel={REVIEWS_TEXT.allStatuses}
          options={STATUS_OPTIONS}
          minWidth={{ md: 180 }}
        />
      </ReviewSearchBar>
      <ReviewResults
        list={list}
        page={page}
        pageSize={MANAGE_PAGE_SIZE}
        onPageChange={listPage.setPage}
        errorText={REVIEW_MESSAGES.manageListLoadFailed}
        renderItem={(item) => (
          <ReviewCard
            review={reviewCardData(item, true)}
            action={
              item.can_edit ? (
                <Button
                  component={RouterLink}
                  to={`/edit-report/${item.id}`}
                  size="small"
                  startIcon={<EditIcon />}
                  aria-label={`${REVIEW_MESSAGES.edit}: ${item.title}`}
                >
                  {REVIEWS_TEXT.editShort}
                </Button>
              ) : null
            }
          />
        )}
      />
    </Box>
  );
}
