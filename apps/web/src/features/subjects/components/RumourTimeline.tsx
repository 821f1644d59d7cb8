import type { SubjectDetail } from '@rasti/contract/subjects';
import { toPersianDigits } from '@rasti/contract/persian';
import { useId } from 'react';
import { formatJalaliDate } from '../../../lib/jalali';
import { TIMELINE_TEXT } from '../messages';
import { rumourTimeline, TIMELINE, type Timeline } from './rumour-timeline';
import styles from './RumourTimeline.module.css';

/** The one-sentence summary: who spread it first, how far it travelled, when the review came. */
export function timelineSummary(timeline: Timeline): string {
  const first = timeline.points[0]!;
  const last = timeline.points[timeline.points.length - 1]!;
  const review = timeline.reviews[0];
  return TIMELINE_TEXT.summary({
    first: first.outlet,
    firstDate: formatJalaliDate(first.at),
    sources: toPersianDigits(timeline.points.length),
    outlets: toPersianDigits(timeline.outlets.length),
    lastDate: formatJalaliDate(last.at),
    review: review ? formatJalaliDate(review.at) : null,
  });
}

/**
 * A rumour's timeline on its subject's page: its sources on one time axis by outlet (the earliest on the
 * right), each dot in its verdict's colour, and the review's publication marked on the same axis. Plain
 * SVG drawn with the page (no chart script), with a title, a one-sentence summary, and the same data as
 * a table. On a narrow screen the chart scrolls sideways inside its own box, which says so.
 */
export function RumourTimeline({ subject }: { subject: Pick<SubjectDetail, 'rumors' | 'subject_reviews'> }) {
  const id = useId();
  const timeline = rumourTimeline(subject);
  if (!timeline) return null;
  const { width, margin, top, rowHeight } = TIMELINE;
  const axisY = top + timeline.outlets.length * rowHeight;
  const rowY = (row: number) => top + row * rowHeight + rowHeight / 2;
  const seen = new Set<string>();
  const ticks = timeline.ticks.flatMap((tick) => {
    const label = formatJalaliDate(tick.at);
    if (seen.has(label)) return [];
    seen.add(label);
    return [{ ...tick, label }];
  });
  const rows = [
    ...timeline.points.map((p) => ({
      key: `s${p.id}`,
      date: formatJalaliDate(p.at),
      iso: p.at.toISOString(),
      what: p.outlet,
      verdict: p.verdict ?? TIMELINE_TEXT.noVerdict,
      at: p.at.getTime(),
    })),
    ...timeline.reviews.map((r) => ({
      key: `r${r.id}`,
      date: formatJalaliDate(r.at),
      iso: r.at.toISOString(),
      what: TIMELINE_TEXT.reviewRow(r.title),
      verdict: '',
      at: r.at.getTime(),
    })),
  ].sort((a, b) => a.at - b.at);

  return (
    <figure className={styles.figure} aria-labelledby={`${id}-title`}>
      <figcaption>
        <h3 id={`${id}-title`} className={styles.title}>
          {TIMELINE_TEXT.title}
        </h3>
        <p id={`${id}-summary`} className={styles.summary}>
          {timelineSummary(timeline)}
        </p>
      </figcaption>
      <p className={styles.cue} aria-hidden="true">
        {TIMELINE_TEXT.scrollCue}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard to scroll it */}
      <section className={styles.scroller} aria-label={TIMELINE_TEXT.title} tabIndex={0}>
        <svg
          className={styles.chart}
          viewBox={`0 0 ${width} ${timeline.height}`}
          width={width}
          height={timeline.height}
          role="img"
          aria-labelledby={`${id}-svg-title ${id}-summary`}
          direction="rtl"
        >
          <title id={`${id}-svg-title`}>{TIMELINE_TEXT.title}</title>
          {timeline.outlets.map((outlet, row) => (
            <g key={outlet}>
              <line
                x1={timeline.left}
                x2={timeline.right}
                y1={rowY(row)}
                y2={rowY(row)}
                className={styles.lane}
              />
              <text x={width - margin} y={rowY(row)} dy="0.35em" textAnchor="start" className={styles.outlet}>
                {outlet.length > 18 ? `${outlet.slice(0, 17)}…` : outlet}
              </text>
            </g>
          ))}
          <line x1={timeline.left} x2={timeline.right} y1={axisY} y2={axisY} className={styles.axis} />
          {ticks.map((tick) => (
            <text key={tick.label} x={tick.x} y={axisY + 18} textAnchor="middle" className={styles.tick}>
              {tick.label}
            </text>
          ))}
          {/* how it travelled: from each source to the next one, in time */}
          {timeline.points.length > 1 ? (
            <polyline
              className={styles.path}
              points={timeline.points.map((p) => `${p.x},${rowY(p.row)}`).join(' ')}
            />
          ) : null}
          {timeline.reviews.map((r) => (
            <g key={r.id} className={styles.review} data-review={r.id}>
              <line x1={r.x} x2={r.x} y1={top - 10} y2={axisY} />
              <text x={r.x} y={top - 14} textAnchor="middle">
                {TIMELINE_TEXT.reviewMark}
              </text>
            </g>
          ))}
          {timeline.points.map((p, i) => (
            <circle
              key={p.id}
              cx={p.x}
              cy={rowY(p.row)}
              r={i === 0 ? 8 : 6}
              fill={p.color}
              className={i === 0 ? styles.first : styles.dot}
              data-source={p.id}
            />
          ))}
        </svg>
      </section>
      <ul className={styles.legend} aria-hidden="true">
        <li>
          <span className={styles.firstKey} /> {TIMELINE_TEXT.firstKey}
        </li>
        <li>
          <span className={styles.reviewKey} /> {TIMELINE_TEXT.reviewKey}
        </li>
      </ul>
      <details className={styles.data}>
        <summary>{TIMELINE_TEXT.tableToggle}</summary>
        <table className={styles.table}>
          <caption className={styles.caption}>{TIMELINE_TEXT.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{TIMELINE_TEXT.date}</th>
              <th scope="col">{TIMELINE_TEXT.outlet}</th>
              <th scope="col">{TIMELINE_TEXT.verdict}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <td>
                  <time dateTime={row.iso}>{row.date}</time>
                </td>
                <td>{row.what}</td>
                <td>{row.verdict}</td>
              </tr>
            ))}
            {timeline.undated.map((s) => (
              <tr key={`u${s.id}`}>
                <td>{TIMELINE_TEXT.noDate}</td>
                <td>{s.publisher_name}</td>
                <td>{s.reviews_title ?? TIMELINE_TEXT.noVerdict}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
