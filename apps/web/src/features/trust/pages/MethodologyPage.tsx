import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import type { Evaluation } from '@rasti/contract/evaluations';
import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '../../../components/PageHeading';
import { RetryButton } from '../../../components/RetryButton';
import { TextLink } from '../../../components/TextLink';
import { cx } from '../../../styles/cx';
import { publicEvaluationsQuery } from '../api/list-evaluations';
import { publicStatisticsQuery } from '../api/public-statistics';
import { EvaluationLabel } from '../components/EvaluationLabel';
import { Section } from '../components/Section';
import { StatisticsTable } from '../components/StatisticsTable';
import { TRUST_TEXT } from '../messages';
import styles from './MethodologyPage.module.css';

/** A worked example of the table's total from the real weights: the heaviest and the lightest kinds. */
function example(evaluations: Evaluation[]): string | null {
  if (evaluations.length < 2) return null;
  const byWeight = [...evaluations].sort((a, b) => b.score - a.score);
  const heaviest = byWeight[0]!;
  const lightest = byWeight.at(-1)!;
  return TRUST_TEXT.example([
    { count: 3, title: heaviest.title, score: heaviest.score },
    { count: 2, title: lightest.title, score: lightest.score },
  ]);
}

function EvaluationList({ evaluations }: { evaluations: Evaluation[] }) {
  return (
    <dl className={styles.evaluations}>
      {evaluations.map((item) => (
        <div key={item.id} data-testid="methodology-evaluation" className={styles.evaluation}>
          <dt className={styles.term}>
            <EvaluationLabel title={item.title} color={item.color} />
            <span className={styles.weight}>{TRUST_TEXT.weight(item.score)}</span>
          </dt>
          <dd className={styles.description}>{item.description || TRUST_TEXT.noDescription}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /methodology: how subjects are chosen and checked, each evaluation's meaning and weight, the agency table. */
export default function MethodologyPage() {
  const evaluations = useQuery(publicEvaluationsQuery());
  const statistics = useQuery(publicStatisticsQuery());
  const sample = evaluations.data ? example(evaluations.data) : null;

  return (
    <article className={styles.page}>
      <PageHeading title={TRUST_TEXT.methodologyTitle} />
      <p className={styles.intro}>{TRUST_TEXT.intro}</p>

      <Section title={TRUST_TEXT.choosingTitle} id="choosing">
        <p className={styles.paragraph}>{TRUST_TEXT.choosingIntro}</p>
        <ul className={styles.list}>
          {TRUST_TEXT.choosing.map(([term, text]) => (
            <li key={term}>
              <strong>{term}:</strong> {text}
            </li>
          ))}
        </ul>
        <p className={styles.paragraph}>{TRUST_TEXT.choosingNote}</p>
      </Section>

      <Section title={TRUST_TEXT.checkingTitle} id="checking">
        <ol className={cx(styles.list, styles.steps)}>
          {TRUST_TEXT.checking.map(([term, text]) => (
            <li key={term}>
              <strong>{term}:</strong> {text}
            </li>
          ))}
        </ol>
        <p className={styles.paragraph}>
          <TextLink to="/facuality-list">{TRUST_TEXT.facultyLink}</TextLink>
          {' · '}
          <TextLink to="/corrections">{TRUST_TEXT.correctionsLink}</TextLink>
        </p>
      </Section>

      <Section title={TRUST_TEXT.evaluationsHeading} id="evaluations">
        <p className={styles.paragraph}>{TRUST_TEXT.evaluationsIntro}</p>
        {evaluations.isPending ? (
          <div aria-hidden>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={96} sx={{ mb: 1.5 }} />
            ))}
          </div>
        ) : evaluations.isError ? (
          <Alert severity="error" action={<RetryButton query={evaluations} />}>
            {TRUST_TEXT.evaluationsFailed}
          </Alert>
        ) : (
          <EvaluationList evaluations={evaluations.data} />
        )}
      </Section>

      <Section title={TRUST_TEXT.tableTitle} id="table">
        <ul className={styles.list}>
          {TRUST_TEXT.table.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {sample ? <p className={styles.paragraph}>{sample}</p> : null}
      </Section>

      <Section title={TRUST_TEXT.outletTitle} id="outlets">
        <p className={styles.paragraph}>{TRUST_TEXT.outlet}</p>
        <TextLink to="/media">{TRUST_TEXT.outletsLink}</TextLink>
      </Section>

      <Section title={TRUST_TEXT.statisticsTitle} id="statistics">
        <p className={styles.paragraph}>{TRUST_TEXT.statisticsIntro}</p>
        {statistics.isPending ? (
          <Skeleton variant="rounded" height={240} aria-hidden />
        ) : statistics.isError ? (
          <Alert severity="error" action={<RetryButton query={statistics} />}>
            {TRUST_TEXT.statisticsFailed}
          </Alert>
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways on a phone must be reachable by keyboard
          <section className={styles.tableScroll} tabIndex={0} aria-label={TRUST_TEXT.statisticsTable}>
            <StatisticsTable months={statistics.data} caption={TRUST_TEXT.statisticsTitle} />
          </section>
        )}
      </Section>
    </article>
  );
}
