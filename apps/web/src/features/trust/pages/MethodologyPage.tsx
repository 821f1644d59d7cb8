import type { Evaluation } from '@rasti/contract/evaluations';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '../../../components/PageHeading';
import { RetryButton } from '../../../components/RetryButton';
import { TextLink } from '../../../components/TextLink';
import { publicEvaluationsQueryOptions } from '../api/trust-api';
import { EvaluationLabel } from '../components/EvaluationLabel';
import { paragraphSx, Section } from '../components/Section';
import { TRUST_TEXT } from '../messages';

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
    <Box component="dl" sx={{ m: 0 }}>
      {evaluations.map((item) => (
        <Box
          key={item.id}
          data-testid="methodology-evaluation"
          sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
        >
          <Box
            component="dt"
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1 }}
          >
            <EvaluationLabel title={item.title} color={item.color} />
            <Typography component="span" variant="body2" color="text.secondary">
              {TRUST_TEXT.weight(item.score)}
            </Typography>
          </Box>
          <Box component="dd" sx={{ m: 0, lineHeight: 2 }}>
            {item.description || TRUST_TEXT.noDescription}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** /methodology: how subjects are chosen and checked, each evaluation's meaning and weight, the agency table. */
export default function MethodologyPage() {
  const evaluations = useQuery(publicEvaluationsQueryOptions());
  const sample = evaluations.data ? example(evaluations.data) : null;

  return (
    <Box component="article" sx={{ maxWidth: 820 }}>
      <PageHeading title={TRUST_TEXT.methodologyTitle} />
      <Typography sx={{ ...paragraphSx, mb: 4 }}>{TRUST_TEXT.intro}</Typography>

      <Section title={TRUST_TEXT.choosingTitle} id="choosing">
        <Typography sx={paragraphSx}>{TRUST_TEXT.choosingIntro}</Typography>
        <Box component="ul" sx={{ pr: 3, pl: 0, my: 1, lineHeight: 2 }}>
          {TRUST_TEXT.choosing.map(([term, text]) => (
            <li key={term}>
              <strong>{term}:</strong> {text}
            </li>
          ))}
        </Box>
        <Typography sx={paragraphSx}>{TRUST_TEXT.choosingNote}</Typography>
      </Section>

      <Section title={TRUST_TEXT.checkingTitle} id="checking">
        <Box component="ol" sx={{ pr: 3, pl: 0, my: 1, lineHeight: 2, listStyleType: 'persian' }}>
          {TRUST_TEXT.checking.map(([term, text]) => (
            <li key={term}>
              <strong>{term}:</strong> {text}
            </li>
          ))}
        </Box>
        <Typography sx={paragraphSx}>
          <TextLink to="/facuality-list">{TRUST_TEXT.facultyLink}</TextLink>
          {' · '}
          <TextLink to="/corrections">{TRUST_TEXT.correctionsLink}</TextLink>
        </Typography>
      </Section>

      <Section title={TRUST_TEXT.evaluationsHeading} id="evaluations">
        <Typography sx={paragraphSx}>{TRUST_TEXT.evaluationsIntro}</Typography>
        {evaluations.isPending ? (
          <Box aria-hidden>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={96} sx={{ mb: 1.5 }} />
            ))}
          </Box>
        ) : evaluations.isError ? (
          <Alert severity="error" action={<RetryButton query={evaluations} />}>
            {TRUST_TEXT.evaluationsFailed}
          </Alert>
        ) : (
          <EvaluationList evaluations={evaluations.data} />
        )}
      </Section>

      <Section title={TRUST_TEXT.tableTitle} id="table">
        <Box component="ul" sx={{ pr: 3, pl: 0, my: 1, lineHeight: 2 }}>
          {TRUST_TEXT.table.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Box>
        {sample ? <Typography sx={paragraphSx}>{sample}</Typography> : null}
      </Section>

      <Section title={TRUST_TEXT.outletTitle} id="outlets">
        <Typography sx={paragraphSx}>{TRUST_TEXT.outlet}</Typography>
        <TextLink to="/media">{TRUST_TEXT.outletsLink}</TextLink>
      </Section>
    </Box>
  );
}
