import type { PublicOutletDetail } from '@rasti/contract';
import { toPersianDigits } from '@rasti/contract/persian';
import { type ChartSeries, monthLabel, monthTotal, StackedMonthBars } from '../../../charts';
import { OUTLETS_TEXT } from '../messages';
import styles from './OutletRecord.module.css';

/** A signed number with Persian digits, the minus sign kept on the number's left in RTL text. */
const signed = (n: number) => (n < 0 ? `−${toPersianDigits(-n)}` : toPersianDigits(n));

const NO_EVALUATION_COLOR = '#9e9e9e';

/** The methodology's formula with the outlet's own numbers: Σ count × weight = total. */
export function ScoreFormula({ outlet }: { outlet: PublicOutletDetail }) {
  const terms = outlet.scores.filter((s) => s.count > 0);
  if (terms.length === 0) return null;
  return (
    <p className={styles.formula}>
      <span className={styles.formulaLabel}>{OUTLETS_TEXT.formula}: </span>
      <bdi dir="ltr">
        {`${terms.map((s) => `${toPersianDigits(s.count)} × (${signed(s.score)})`).join(' + ')} = ${signed(outlet.total)}`}
      </bdi>
    </p>
  );
}

/** Its place in the agency table now and twelve months ago. */
export function OutletRank({ outlet }: { outlet: PublicOutletDetail }) {
  const { rank } = outlet;
  const place = (n: number | null, of: number) =>
    n === null ? OUTLETS_TEXT.rankNone : OUTLETS_TEXT.rankOf(toPersianDigits(n), toPersianDigits(of));
  return (
    <section aria-labelledby="outlet-rank" className={styles.section}>
      <h2 id="outlet-rank" className={styles.heading}>
        {OUTLETS_TEXT.rankTitle}
      </h2>
      <dl className={styles.ranks}>
        <div className={styles.rank}>
          <dt>{OUTLETS_TEXT.rankNow}</dt>
          <dd>{place(rank.now, rank.of)}</dd>
        </div>
        <div className={styles.rank}>
          <dt>{OUTLETS_TEXT.rankYearAgo(monthLabel(rank.year_ago_month))}</dt>
          <dd>{place(rank.year_ago, rank.of_year_ago)}</dd>
        </div>
      </dl>
      <p className={styles.note}>{OUTLETS_TEXT.rankNote}</p>
    </section>
  );
}

/** Its checked sources per month over the last 24 months, stacked by verdict in the verdicts' colours. */
export function OutletMonthsChart({ outlet }: { outlet: PublicOutletDetail }) {
  const series: ChartSeries[] = outlet.scores.map((s) => ({
    key: String(s.id),
    label: s.title,
    color: s.color,
  }));
  if (outlet.months.some((m) => (m.counts['0'] ?? 0) > 0)) {
    series.push({ key: '0', label: OUTLETS_TEXT.noEvaluation, color: NO_EVALUATION_COLOR });
  }
  const total = outlet.months.reduce((sum, m) => sum + monthTotal(m), 0);
  // the busiest month, the newest of equals
  const busiest = outlet.months.reduce(
    (best, m) => (best === null || monthTotal(m) >= monthTotal(best) ? m : best),
    outlet.months[0] ?? null,
  );
  const summary =
    total === 0 || !busiest
      ? OUTLETS_TEXT.chartEmpty(outlet.name)
      : OUTLETS_TEXT.chartSummary(
          outlet.name,
          toPersianDigits(total),
          monthLabel(busiest.month),
          toPersianDigits(monthTotal(busiest)),
        );
  return (
    <section aria-labelledby="outlet-months-title" className={styles.section}>
      <StackedMonthBars
        id="outlet-months"
        title={OUTLETS_TEXT.chartTitle}
        summary={summary}
        months={outlet.months}
        series={series}
        text={{
          month: OUTLETS_TEXT.chartMonth,
          total: OUTLETS_TEXT.chartTotal,
          cue: OUTLETS_TEXT.chartCue,
          legend: OUTLETS_TEXT.chartLegend,
        }}
      />
    </section>
  );
}
