import { SearchIcon } from '../../../components/icons';
import { toPersianDigits } from '@rasti/contract/persian';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { OutlinedSearch, OutlinedSelect } from '../../../components/OutlinedField';
import { searchHint } from '../../../lib/search-hint';
import { LoadingBar } from '../../../components/LoadingBar';
import { PageHeading } from '../../../components/PageHeading';
import { Pagination, pageCountFor } from '../../../components/Pagination';
import { PlainAlert } from '../../../components/PlainAlert';
import { PlainButton } from '../../../components/PlainButton';
import {
  DEFAULT_SORT,
  PUBLIC_PAGE_SIZE,
  type PublicSort,
  publicSubjectsQueryOptions,
} from '../api/list-subjects';
import { categoriesQuery } from '../../categories/api';
import { CategoriesFailedNote } from '../components/CategorySelect';
import { ColorChip } from '../components/ColorChip';
import { SubjectCard } from '../components/SubjectCard';
import { useListParams } from '../hooks/use-list-params';
import { SORT_OPTIONS, SUBJECTS_TEXT } from '../messages';
import styles from './TrendingSubjectsPage.module.css';

const isSort = (value: string | null): value is PublicSort => SORT_OPTIONS.some((o) => o.value === value);

/** Trending subjects for visitors: server search, one sort, category filter (also from a card's chip), 6 a page. */
export default function TrendingSubjectsPage() {
  const params = useListParams();
  const topRef = useRef<HTMLDivElement>(null);
  const rawSort = params.get('sort');
  const sort: PublicSort = isSort(rawSort) ? rawSort : DEFAULT_SORT;
  const { page, category, search } = params;

  const categories = useQuery(categoriesQuery());
  const list = useQuery(publicSubjectsQueryOptions({ page, search, sort, category }));
  const total = list.data?.total ?? 0;
  const pageCount = pageCountFor(total, PUBLIC_PAGE_SIZE);

  // a page past the end (a shrunk list, an edited address) falls back to the last one
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > pageCount)
      params.update({ page: pageCount }, { replace: true });
  }, [list.data, list.isPlaceholderData, page, pageCount, params.update]);

  // the filter's chip: from the category list, or from a card while the list is still loading
  const listed = categories.data?.find((c) => c.id === category);
  const onCard = list.data?.items.find((s) => s.category === category && s.category_title);
  const activeCategory =
    category === null
      ? null
      : (listed ??
        (onCard
          ? { id: category, title: onCard.category_title ?? '', color: onCard.category_color ?? '' }
          : null));

  const toggleCategory = (id: number) => params.update({ category: id === category ? null : id });

  return (
    <div ref={topRef} className={styles.page}>
      <PageHeading title={SUBJECTS_TEXT.title} />
      {/* biome-ignore lint/a11y/useSemanticElements: a <search> element is not a landmark to every reader yet (nor to jsdom's role queries); the role is */}
      <div role="search" aria-label={SUBJECTS_TEXT.filtersLabel} className={styles.filters}>
        <OutlinedSearch
          label={SUBJECTS_TEXT.searchLabel}
          placeholder={SUBJECTS_TEXT.searchPlaceholder}
          value={params.searchInput}
          onChange={params.setSearchInput}
          hint={searchHint(params.searchInput)}
          icon={<SearchIcon fontSize="small" />}
        />
        <OutlinedSelect
          label={SUBJECTS_TEXT.sortLabel}
          value={sort}
          onChange={(value) => params.update({ sort: value === DEFAULT_SORT ? null : value })}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </OutlinedSelect>
        {/* a category from the address that is not (yet) in the list shows as all categories */}
        <OutlinedSelect
          label={SUBJECTS_TEXT.categoryLabel}
          value={listed ? String(listed.id) : ''}
          onChange={(value) => params.update({ category: value ? Number(value) : null })}
        >
          <option value="">{SUBJECTS_TEXT.allCategories}</option>
          {(categories.data ?? []).map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.title}
            </option>
          ))}
        </OutlinedSelect>
      </div>

      <div className={styles.summary}>
        {list.data ? <p role="status">{SUBJECTS_TEXT.resultCount(toPersianDigits(total))}</p> : null}
        {activeCategory ? (
          <>
            <span>{SUBJECTS_TEXT.activeCategory}</span>
            <ColorChip
              size="small"
              label={activeCategory.title}
              background={activeCategory.color}
              onClick={() => params.update({ category: null })}
              onDelete={() => params.update({ category: null })}
              aria-label={SUBJECTS_TEXT.clearCategoryFilter(activeCategory.title)}
            />
          </>
        ) : null}
      </div>

      <CategoriesFailedNote failed={categories.isError} />
      {list.isError ? (
        <PlainAlert
          severity="error"
          className={styles.alert}
          action={
            <PlainButton color="inherit" size="small" onClick={() => void list.refetch()}>
              تلاش دوباره
            </PlainButton>
          }
        >
          {SUBJECTS_TEXT.loadFailed}
        </PlainAlert>
      ) : null}
      <LoadingBar active={list.isFetching && !!list.data} label={SUBJECTS_TEXT.loading} />

      <section aria-label={SUBJECTS_TEXT.title} aria-busy={list.isFetching} className={styles.grid}>
        {list.isPending && !list.isError
          ? Array.from({ length: PUBLIC_PAGE_SIZE }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <div key={i} className={styles.placeholder} aria-hidden="true" />
            ))
          : list.data?.items.map((subject) => (
              <SubjectCard
                key={subject.id}
                subject={subject}
                activeCategory={category}
                onCategoryClick={toggleCategory}
              />
            ))}
      </section>
      {list.data && list.data.items.length === 0 ? (
        <p className={styles.empty}>{SUBJECTS_TEXT.empty}</p>
      ) : null}

      <Pagination
        page={Math.min(page, pageCount)}
        count={pageCount}
        onChange={(next) => {
          params.update({ page: next === 1 ? null : next });
          topRef.current?.scrollIntoView?.({ block: 'start' });
        }}
      />
    </div>
  );
}
