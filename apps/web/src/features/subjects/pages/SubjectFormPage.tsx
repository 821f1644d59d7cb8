import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Status, type SubjectDetail } from '@rasti/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../../components/PageHeading';
import { PageLoader } from '../../../components/PageLoader';
import { ApiRequestError } from '../../../lib/api/client';
import { useRouteId } from '../../../lib/route-id';
import { emptySubject, formValuesFromSubject } from '../form/form-values';
import { FORM_MESSAGES as M } from '../form/messages';
import { SubjectForm } from '../form/SubjectForm';
import { staffSubjectQuery } from '../api/get-subject';
import { staffCategoriesQuery } from '../../categories/api';
import { evaluationsQuery } from '../../trust/api';
import type { AssignmentState } from '@rasti/contract/newsroom';
import { AssignmentBox } from '../../newsroom';

// the history section loads (with its data) only on the edit screen
const HistoryPanel = lazy(() => import('../../history'));

/** The subject's values now, under the history's field names. */
const currentValues = (s: SubjectDetail): Record<string, unknown> => ({
  title: s.title,
  abstract: s.abstract,
  content: s.content,
  main_images: s.main_images,
  file: s.file,
  category: s.category,
  reviews: s.reviews,
  status: s.status,
  priority: s.priority,
  hashtags: s.hashtags,
  date_published: s.date_published,
});

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
  const categories = useQuery(staffCategoriesQuery());
  const evaluations = useQuery(evaluationsQuery());
  // a restored version refills the form from the saved subject
  const [version, setVersion] = useState(0);
  if (subject.isPending) return <PageLoader />;
  if (subject.isError) {
    const missing = subject.error instanceof ApiRequestError && subject.error.status === 404;
    return missing ? (
      <NotFound message={M.notFound} />
    ) : (
      <NotFound message={M.loadFailed} onRetry={() => void subject.refetch()} />
    );
  }
  const describe = (field: string, value: unknown) => {
    const options =
      field === 'category' ? categories.data : field === 'reviews' ? evaluations.data : undefined;
    return options?.find((o) => o.id === value)?.title ?? null;
  };
  return (
    <>
      <AssignmentBox
        kind="s"
        id={id}
        state={{
          // the staff answer carries them (ADR 33); the shared type is the public one
          assignee: (subject.data as Partial<AssignmentState>).assignee ?? null,
          due: (subject.data as Partial<AssignmentState>).due ?? null,
        }}
      />
      <SubjectForm
        key={`${id}:${version}`}
        id={id}
        initial={formValuesFromSubject(subject.data)}
        published={subject.data.status === Status.Published}
      />
      <Suspense fallback={null}>
        <HistoryPanel
          kind="subject"
          id={id}
          current={currentValues(subject.data)}
          describe={describe}
          onRestored={async () => {
            await subject.refetch();
            setVersion((n) => n + 1);
          }}
        />
      </Suspense>
    </>
  );
}

/** Create (/add-subject) or edit (/edit-subject/:id) a subject of the day (spec section 2, 'Topic form'). */
export default function SubjectFormPage() {
  const { raw, id } = useRouteId();
  const editing = raw !== undefined;
  return (
    <>
      <PageHeading title={editing ? M.editTitle : M.createTitle} />
      {!editing ? (
        <SubjectForm initial={emptySubject()} />
      ) : id === null ? (
        <NotFound message={M.notFound} />
      ) : (
        <EditSubject id={id} />
      )}
    </>
  );
}
