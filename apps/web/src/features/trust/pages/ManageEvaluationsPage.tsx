import { EVALUATION_MESSAGES } from '@rasti/contract/trust-messages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '../../../components/PageHeading';
import { PageLoader } from '../../../components/PageLoader';
import { RetryButton } from '../../../components/RetryButton';
import { errorDetail } from '../../../lib/api/errors';
import { evaluationsQuery } from '../api/list-evaluations';
import { EvaluationRow } from '../components/EvaluationRow';
import { TRUST_TEXT } from '../messages';

/** /manage-evaluations (super admin): each evaluation's definition, edited in place. */
export default function ManageEvaluationsPage() {
  const list = useQuery(evaluationsQuery());
  return (
    <Box sx={{ p: { xs: 0, sm: 1 }, maxWidth: 900 }}>
      <PageHeading title={TRUST_TEXT.evaluationsTitle} />
      <Typography color="text.secondary" sx={{ mb: 3, lineHeight: 2 }}>
        {TRUST_TEXT.evaluationsScreenIntro}
      </Typography>
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <Alert severity="error" action={<RetryButton query={list} />}>
          {errorDetail(list.error, EVALUATION_MESSAGES.loadFailed)}
        </Alert>
      ) : list.data.length === 0 ? (
        <Typography color="text.secondary">{TRUST_TEXT.empty}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {list.data.map((evaluation) => (
            <EvaluationRow key={evaluation.id} evaluation={evaluation} />
          ))}
        </Box>
      )}
    </Box>
  );
}
