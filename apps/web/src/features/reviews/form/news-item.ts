/** One news-item block's values (spec section 3 'News item block'). */
export interface NewsItemValues {
  /** the outlet (source) picked, with the name and logo shown beside it */
  sourceId: number | null;
  sourceName: string;
  logo: string | null;
  title: string;
  link: string;
  summary: string;
  /** Unix seconds; a new block starts at now */
  date: number | null;
  /** evaluation id, or '' for none */
  evaluation: number | '';
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** A cleared block: every field empty, the date now. */
export function emptyNewsItem(): NewsItemValues {
  return {
    sourceId: null,
    sourceName: '',
    logo: null,
    title: '',
    link: '',
    summary: '',
    date: nowSeconds(),
    evaluation: '',
  };
}

/**
 * Initial data as the block receives it: an evaluation that is not among the loaded ones is dropped
 * (the dropdown could not show it), everything missing takes the empty block's value.
 */
export function fillNewsItem(
  initial: Partial<NewsItemValues>,
  evaluationIds: readonly number[],
): NewsItemValues {
  const empty = emptyNewsItem();
  const evaluation =
    typeof initial.evaluation === 'number' && evaluationIds.includes(initial.evaluation)
      ? initial.evaluation
      : '';
  return {
    sourceId: initial.sourceId ?? empty.sourceId,
    sourceName: initial.sourceName ?? empty.sourceName,
    logo: initial.logo ?? empty.logo,
    title: initial.title ?? empty.title,
    link: initial.link ?? empty.link,
    summary: initial.summary ?? empty.summary,
    date: initial.date === undefined ? empty.date : initial.date,
    evaluation,
  };
}
