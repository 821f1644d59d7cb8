// What a cached public answer shows, and what a write changes, in one vocabulary (ADR 8). A read entry
// carries the tags of everything it shows; a write names the tags it touches; the entries sharing a tag
// with the write are refreshed. A write that names none refreshes everything.

/** one subject's own answers: its page, and the report pages of its reviews (they show the subject) */
export const subjectTag = (id: number) => `subject:${id}`;
/** one review's own answers: its report page */
export const reviewTag = (id: number) => `review:${id}`;

/** one outlet's own answers: its page /media/{id} (any write of outlets also refreshes `outlets`) */
export const outletTag = (id: number) => `outlet:${id}`;

/** an editable site page's answers: its API answer and its page ('about') */
export const sitePageTag = (key: string) => `site-page:${key}`;

/** kinds of data shown by many answers at once */
export const Tag = {
  /** any answer listing subjects (lists, search, an outlet's checked news) */
  subjectLists: 'list:subjects',
  /** any answer listing reviews (lists, a report's related reviews, a faculty member's items) */
  reviewLists: 'list:reviews',
  home: 'home',
  search: 'search',
  categories: 'categories',
  outlets: 'outlets',
  evaluations: 'evaluations',
  faculty: 'faculty',
  scores: 'scores',
  /** the public corrections list: a subject's or review's write (a note, a new title, a status) */
  corrections: 'corrections',
  /** the public statistics (questions received and answered): a subject's publishing answers questions */
  statistics: 'statistics',
} as const;

/**
 * What a subject's write changes: its own page and every collection a subject appears in (its status and
 * verdict also move the agency scores).
 */
export const subjectWrite = (id: number): string[] => [
  subjectTag(id),
  Tag.subjectLists,
  Tag.reviewLists,
  Tag.home,
  Tag.search,
  Tag.scores,
  Tag.corrections,
  Tag.statistics,
];

/**
 * What a review's write changes: its report page, its subjects' pages (which list it; none named when the
 * route learns them only from the write) and the lists.
 */
export const reviewWrite = (id: number, ...subjectIds: number[]): string[] => [
  reviewTag(id),
  ...subjectIds.map(subjectTag),
  Tag.reviewLists,
  Tag.subjectLists,
  Tag.home,
  Tag.search,
  Tag.faculty,
  Tag.corrections,
];

/** The home answer (and so the right column of every page): the agency table, newest reviews, trending subjects, faculty. */
export const HOME_SHOWS: readonly string[] = [
  Tag.home,
  Tag.scores,
  Tag.outlets,
  Tag.evaluations,
  Tag.categories,
  Tag.reviewLists,
  Tag.subjectLists,
  Tag.faculty,
];
