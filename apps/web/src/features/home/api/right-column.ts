import type { HomeResponse } from '@rasti/contract/home';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { homeKeys } from './get-home';

type TrendingSubject = HomeResponse['trending']['priority'][number];

/** What the right column draws of a trending subject: its link, title and picture. */
export type ColumnSubject = Pick<TrendingSubject, 'id' | 'title' | 'main_images' | 'main_images_small'>;

/** The part of the home answer the right column shows (every page's column, drawn into every page). */
export interface RightColumnData {
  trending: Record<keyof HomeResponse['trending'], ColumnSubject[]>;
  faculty: HomeResponse['faculty'];
}

const columnSubject = ({ id, title, main_images, main_images_small }: TrendingSubject): ColumnSubject => ({
  id,
  title,
  main_images,
  main_images_small,
});

/** The column's part of each home answer a server render keeps frozen (ADR 23, second attempt). */
const frozenColumns = new WeakMap<HomeResponse, RightColumnData>();

/**
 * The right column's part of a home answer: made once, and frozen, for a frozen answer (the one a server's
 * rendering thread parses once for all its pages), so every page shows the same value.
 */
export const rightColumnData = (home: HomeResponse): RightColumnData => {
  if (!Object.isFrozen(home)) return columnPart(home);
  let column = frozenColumns.get(home);
  if (column === undefined) {
    column = deepFreeze(columnPart(home));
    frozenColumns.set(home, column);
  }
  return column;
};

const deepFreeze = <T>(value: T): T => {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
};

const columnPart = (home: HomeResponse): RightColumnData => ({
  trending: {
    priority: home.trending.priority.map(columnSubject),
    most_wanted: home.trending.most_wanted.map(columnSubject),
    views: home.trending.views.map(columnSubject),
    most_reviewed: home.trending.most_reviewed.map(columnSubject),
  },
  faculty: home.faculty,
});

/**
 * The right column's data: the same GET /public/home/, kept as only the part the column draws, so a page
 * other than the home page carries in its server-rendered data block the column's few fields instead of
 * the whole home answer. Where the home answer is at hand (the home page, a visit that has seen it), the
 * column takes its part from it without a request (`initialData`).
 */
export const rightColumnQueryOptions = (client: QueryClient) =>
  queryOptions({
    queryKey: homeKeys.column,
    queryFn: ({ signal }): Promise<RightColumnData> =>
      api<HomeResponse>('/public/home/', { signal }).then(rightColumnData),
    staleTime: 60_000,
    initialData: (): RightColumnData | undefined => {
      const home = client.getQueryData<HomeResponse>(homeKeys.all);
      return home && rightColumnData(home);
    },
    initialDataUpdatedAt: () => client.getQueryState(homeKeys.all)?.dataUpdatedAt,
  });
