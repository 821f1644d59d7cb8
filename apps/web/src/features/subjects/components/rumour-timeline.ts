import type { Source } from '@rasti/contract/sources';
import type { SubjectDetail } from '@rasti/contract/subjects';
import { ticks as niceTicks } from 'd3-array';

// The rumour's timeline as numbers: its dated sources by outlet, oldest first, and its reviews'
// publications, placed on one time axis right to left (the earliest on the right).

export const TIMELINE = {
  width: 720,
  /** the outlets' names, on the right */
  labelWidth: 150,
  margin: 16,
  top: 28,
  rowHeight: 32,
  /** the axis's dates under the rows */
  axisHeight: 40,
} as const;

const DAY_MS = 86_400_000;
/** a source without a verdict */
export const NO_VERDICT_COLOR = '#9e9e9e';

export interface TimelinePoint {
  id: number;
  outlet: string;
  /** the outlet's row, from 0 (the first outlet to spread it) */
  row: number;
  at: Date;
  x: number;
  color: string;
  verdict: string | null;
  title: string;
}

export interface TimelineMark {
  id: number;
  at: Date;
  x: number;
  title: string;
}

export interface Timeline {
  points: TimelinePoint[];
  outlets: string[];
  reviews: TimelineMark[];
  /** the axis's dates and where they sit */
  ticks: { at: Date; x: number }[];
  /** sources with no date: in the table, not on the axis */
  undated: Source[];
  height: number;
  /** the right end of the plot (the earliest time) and its left end */
  right: number;
  left: number;
}

const timeOf = (unixSeconds: number) => new Date(unixSeconds * 1000);

/** Null when no source has a date: there is nothing to draw. */
export function rumourTimeline(subject: Pick<SubjectDetail, 'rumors' | 'subject_reviews'>): Timeline | null {
  const dated = subject.rumors
    .filter((s) => s.date_published_rumor !== null)
    .sort((a, b) => a.date_published_rumor! - b.date_published_rumor! || a.id - b.id);
  if (dated.length === 0) return null;
  const undated = subject.rumors.filter((s) => s.date_published_rumor === null);
  const published = subject.subject_reviews
    .filter((r) => r.date_published !== null)
    .map((r) => ({ id: r.id, title: r.title, at: new Date(r.date_published!) }))
    .filter((r) => !Number.isNaN(r.at.getTime()))
    .sort((a, b) => a.at.getTime() - b.at.getTime());

  const times = [
    ...dated.map((s) => s.date_published_rumor! * 1000),
    ...published.map((r) => r.at.getTime()),
  ];
  let first = Math.min(...times);
  let last = Math.max(...times);
  // one moment alone: a day either side, so it sits in the middle
  if (last - first < DAY_MS) {
    first -= DAY_MS;
    last += DAY_MS;
  }
  const { width, labelWidth, margin, top, rowHeight, axisHeight } = TIMELINE;
  const right = width - labelWidth - margin;
  // room for half an axis date under the leftmost point
  const left = margin + 40;
  // right to left: the earliest on the right. A linear map by hand: d3-scale's scaleLinear brought its
  // interpolators and number formats along, 10 KB gzip more on the subject page for this one line
  const x = (t: number) => right - ((t - first) / (last - first)) * (right - left);

  const outlets: string[] = [];
  const points = dated.map((s) => {
    let row = outlets.indexOf(s.publisher_name);
    if (row < 0) row = outlets.push(s.publisher_name) - 1;
    const at = timeOf(s.date_published_rumor!);
    return {
      id: s.id,
      outlet: s.publisher_name,
      row,
      at,
      x: x(at.getTime()),
      color: s.reviews_color ?? NO_VERDICT_COLOR,
      verdict: s.reviews_title,
      title: s.title,
    };
  });
  const ticks = niceTicks(first, last, 4).map((t) => ({ at: new Date(t), x: x(t) }));
  return {
    points,
    outlets,
    reviews: published.map((r) => ({ ...r, x: x(r.at.getTime()) })),
    ticks,
    undated,
    height: top + outlets.length * rowHeight + axisHeight,
    right,
    left,
  };
}
