import { REVIEW_MESSAGES } from '@rasti/contract/review-messages';
import { LIST_SORTS, type ListSort } from '@rasti/contract/sorts';
import { useQuery } from '@tanstack/react-query';
import { OutlinedSelect } from '../../../components/OutlinedField';
import { PageHeading } from '../../../components/PageHeading';
import { searchHint } from '../../../lib/search-hint';
import { categoriesQuery } from '../../categories/api';
import {
  PUBLIC_PAGE_SIZE,
  publicReviewListQueryOptions,
  publicSuggestionsQueryOptions,
} from '../api/list-reviews';
import { ReviewCard, reviewCardData } from '../components/ReviewCard';
import { ReviewResults, ReviewSearchBar } from '../components/ReviewResults';
import { useListSearch } from '../hooks/use-list-search';
import { REVIEWS_TEXT } from '../messages';
import styles from './ReviewsListPage.module.css';

const FILTERS = ['category', 'sort'] as const;
const isSort = (value: string): value is ListSort => LIST_SORTS.some((s) => s.value === value);

/** 'گزارش بررسی‌ها': published reviews for visitors, searched, filtered and sorted on the server. */
export default function ReviewsListPage() {
  const { text, setText, search, page, filters, setFilter, setPage } = useListSearch(FILTERS);
  const sort: ListSort = isSort(filters.sort) ? filters.sort : 'priority';
  const categoryId = Number(filters.category);
  const category = Number.isInteger(categoryId) && categoryId > 0 ? categoryId : '';

  const categories = useQuery(categoriesQuery());
  const list = useQuery(publicReviewListQueryOptions({ page, search, category, sort }));
  const suggestions = useQuery(publicSuggestionsQueryOptions(search));

  return (
    <div>
      <PageHeading title={REVIEW_MESSAGES.listTitle} />
      <ReviewSearchBar
        text={text}
        onTextChange={setText}
        suggestions={suggestions.data?.items ?? []}
        loading={suggestions.isFetching}
        hint={searchHint(text)}
      >
        <div className={styles.filters}>
          <OutlinedSelect
            label={REVIEWS_TEXT.categoryFilter}
            value={category === '' ? '' : String(category)}
            onChange={(value) => setFilter('category', value)}
          >
            <option value="">{REVIEWS_TEXT.allCategories}</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.title}
              </option>
            ))}
          </OutlinedSelect>
          <OutlinedSelect
            label={REVIEWS_TEXT.sortLabel}
            value={sort}
            onChange={(value) => setFilter('sort', value === 'priority' ? '' : value)}
          >
            {LIST_SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </OutlinedSelect>
        </div>
      </ReviewSearchBar>
      <ReviewResults
        list={list}
        page={page}
        pageSize={PUBLIC_PAGE_SIZE}
        onPageChange={setPage}
        errorText={REVIEW_MESSAGES.loadListFailed}
        renderItem={(item) => <ReviewCard review={reviewCardData(item)} />}
      />
    </div>
  );
}
