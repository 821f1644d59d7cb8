import { jalaliMonthName, jalaliYearOf } from '@rasti/contract/jalali-months';
import { toPersianDigits } from '@rasti/contract/persian';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarStack } from '@visx/shape';
import { type ChartSeries, type MonthCounts, monthLabel, monthTotal } from './months';
import styles from './StackedMonthBars.module.css';

/**
 * The chart's geometry in CSS pixels: one band per month (24 months fit a 640 px column), the count axis
 * at the left, beside the newest months, which a narrow screen shows first.
 */
const STEP = 24;
const MARGIN = { top: 12, right: 8, bottom: 40, left: 30 };
const HEIGHT = 220;
/** whole pixels: the bars' edges are crisp, and the page's markup short */
const px = (n: number) => Math.round(n);

/**
 * A bar segment as a path's rectangle in whole pixels ('' when it has no height): its top and bottom are
 * rounded, not its height, so the segments of a month meet without a gap; a count too small to reach a
 * pixel still shows one.
 */
function barPath(bar: { x: number; y: number; width: number; height: number }): string {
  if (!(bar.height > 0)) return '';
  const top = px(bar.y);
  const height = Math.max(1, px(bar.y + bar.height) - top);
  const width = px(bar.width);
  return `M${px(bar.x)} ${top}h${width}v${height}h-${width}z`;
}

export interface StackedMonthBarsProps {
  /** a prefix for the ids the figure's parts are named by (unique on the page) */
  id: string;
  title: string;
  /** one or two sentences that say what the chart shows, for everyone */
  summary: string;
  /** oldest first */
  months: MonthCounts[];
  series: ChartSeries[];
  /** the table's header for the months' column, its total's column and the scroll cue */
  text: { month: string; total: string; cue: string; legend: string };
}

/**
 * Counts per month stacked by series (e.g. an outlet's checked sources by verdict), drawn as SVG by the
 * server: no script is needed to see it. Right to left: the oldest month at the right, the newest at the
 * left beside the count axis, Persian digits and Jalali month names. The same numbers are in a
 * table that screen readers read (the picture itself is hidden from them), and the figure's title and
 * summary are text. On a narrow screen the picture scrolls sideways inside its own box, with a cue.
 */
export function StackedMonthBars({ id, title, summary, months, series, text }: StackedMonthBarsProps) {
  const width = MARGIN.left + MARGIN.right + months.length * STEP;
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const most = Math.max(1, ...months.map(monthTotal));
  // right to left: the first (oldest) month at the right
  const x = scaleBand<number>({
    domain: months.map((m) => m.month),
    range: [innerWidth, 0],
    padding: 0.2,
  });
  const y = scaleLinear<number>({ domain: [0, most], range: [innerHeight, 0], nice: true });
  const ticks = y.ticks(Math.min(4, most)).filter((t) => Number.isInteger(t));
  const keys = series.map((s) => s.key);
  const colorOf = new Map(series.map((s) => [s.key, s.color]));
  const rows = months.map((m) => ({ month: m.month, ...m.counts }) as Record<string, number>);

  return (
    <figure className={styles.figure} aria-labelledby={`${id}-title`}>
      <figcaption>
        <h3 id={`${id}-title`} className={styles.title}>
          {title}
        </h3>
        <p className={styles.summary}>{summary}</p>
      </figcaption>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard */}
      <section className={styles.scroller} tabIndex={0} aria-label={title}>
        <svg
          className={styles.svg}
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          aria-hidden="true"
          focusable="false"
        >
          <Group top={MARGIN.top} left={MARGIN.left}>
            {ticks.map((t) => (
              <g key={t}>
                <line className={styles.grid} x1={0} x2={innerWidth} y1={px(y(t))} y2={px(y(t))} />
                <text className={styles.countText} x={-6} y={px(y(t))}>
                  {toPersianDigits(t)}
                </text>
              </g>
            ))}
            <BarStack<Record<string, number>, string>
              data={rows}
              keys={keys}
              x={(d) => d.month ?? 0}
              value={(d, key) => d[key] ?? 0}
              xScale={x}
              yScale={y}
              color={(key) => colorOf.get(String(key)) ?? '#9e9e9e'}
            >
              {(stacks) =>
                // one path per series: its bars as rectangles in whole pixels, its colour written once
                stacks.map((stack) => {
                  const d = stack.bars.map(barPath).join('');
                  return d ? <path key={stack.index} fill={stack.bars[0]?.color} d={d} /> : null;
                })
              }
            </BarStack>
            {months.map((m, i) => {
              const cx = px((x(m.month) ?? 0) + x.bandwidth() / 2);
              // every third month is named, and the year under Farvardin and under the first label
              if ((months.length - 1 - i) % 3 !== 0) return null;
              const withYear = m.month % 100 <= 3 || i >= months.length - 3;
              return [
                <text key={m.month} className={styles.monthText} x={cx} y={innerHeight + 16}>
                  {jalaliMonthName(m.month)}
                </text>,
                withYear ? (
                  <text key={`${m.month}y`} className={styles.yearText} x={cx} y={innerHeight + 30}>
                    {toPersianDigits(jalaliYearOf(m.month))}
                  </text>
                ) : null,
              ];
            })}
          </Group>
        </svg>
      </section>
      <p className={styles.cue} aria-hidden="true">
        {text.cue}
      </p>
      <ul className={styles.legend} aria-label={text.legend}>
        {series.map((s) => (
          <li key={s.key}>
            <span className={styles.swatch} style={{ background: s.color }} aria-hidden="true" />
            {s.label}
          </li>
        ))}
      </ul>
      {/* a table is never narrower than its cells: the box around it is what is hidden */}
      <div className={styles.numbers}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{text.month}</th>
              {series.map((s) => (
                <th scope="col" key={s.key}>
                  {s.label}
                </th>
              ))}
              <th scope="col">{text.total}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{monthLabel(m.month)}</th>
                {series.map((s) => (
                  <td key={s.key}>{toPersianDigits(m.counts[s.key] ?? 0)}</td>
                ))}
                <td>{toPersianDigits(monthTotal(m))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
