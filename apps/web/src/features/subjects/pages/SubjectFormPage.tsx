import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeading } from '../../../components/PageHeading';
import { PageLoader } from '../../../components/PageLoader';
import { ApiRequestError } from '../../../lib/api/client';
import { emptyTopic, topicFromSubject } from '../form/form-values';
import { FORM_MESSAGES as M } from '../form/messages';
import { SubjectForm } from '../form/SubjectForm';
import { staffSubjectQuery } from '../form/subject-form-api';

/** A route id, or null when it is not a row id at all (it can then name no subject). */
function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

function NotFound({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="error" role="alert" sx={{ width: '100%' }}>
        {message}
      </Alert>
      <Stack direction="row" spacing={2}>
        {onRetry ? (
          <Button variant="contained" onClick={onRetry}>
            {M.retry}
          </Button>
        ) : null}
        <Button component={RouterLink} to="/news-subjects" variant="outlined">
          {M.backToList}
        </Button>
      </Stack>
    </Stack>
  );
}

function EditSubject({ id }: { id: number }) {
  const subject = useQuery(staffSubjectQuery(id));
  if (subject.isPending) return <PageLoader />;
  if (subject.isError) {
    const missing = subject.error instanceof ApiRequestError && subject.error.status === 404;
    return missing ? (
      <NotFound message={M.notFound} />
    ) : (
      <NotFound message={M.loadFailed} onRetry={() => void subject.refetch()} />
    );
  }
  return <SubjectForm key={id} id={id} initial={topicFromSubject(subject.data)} />;
}

/** Create (/add-subject) or edit (/edit-subject/:id) a subject of the day (spec section 2, 'Topic form'). */
export default function SubjectFormPage() {
  const { id: rawId } = useParams();
  const editing = rawId !== undefined;
  const id = parseId(rawId);
  return (
    <>
      <PageHeading title={editing ? M.editTitle : M.createTitle} />
      {!editing ? (
        <SubjectForm initial={emptyTopic()} />
      ) : id === null ? (
        <NotFound message={M.notFound} />
      ) : (
        <EditSubject id={id} />
      )}
    </>
  );
}
