import { LIMITS } from '@rasti/contract/limits';
import { REVIEW_MESSAGES } from '@rasti/contract/review-messages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { Status } from '@rasti/contract/enums';
import type { StaffReviewDetail } from '@rasti/contract/reviews';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageHeading } from '../../../components/PageHeading';
import { PageLoader } from '../../../components/PageLoader';
import { ApiRequestError, errorDetail } from '../../../lib/api/errors';
import { useRouteId } from '../../../lib/route-id';
import { subjectChoiceQueryOptions } from '../../subjects/api';
import { staffReviewQueryOptions } from '../api/get-review';
import { ReviewForm } from '../form/ReviewForm';
import { emptyReviewForm, reviewFormFromDetail } from '../form/review-form';
import { REVIEWS_TEXT } from '../messages';
import { ApprovalBox, AssignmentBox } from '../../newsroom';

// the history section loads (with its data) only on the edit screen
const HistoryPanel = lazy(() => import('../../history'));

/** The review's values now, under the history's field names. */
const currentValues = (r: StaffReviewDetail): Record<string, unknown> => ({
  subject: r.subject_id,
  title: r.title,
  summary: r.summary,
  content: r.content,
  main_images: r.main_images,
  status: r.status,
  date_published: r.date_published,
  news_items: r.news_items,
});

/** The navigation state of the subject page's 'افزودن بررسی' (spec section 2). */
function preselectedSubjectId(state: unknown): number | null {
  if (typeof state !== 'object' || state === null) return null;
  const { sourcePage, subjectId } = state as { sourcePage?: unknown; subjectId?: unknown };
  if (sourcePage !== 'subject') return null;
  const id = Number(subjectId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;
const needsLogin = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 401 || error.loginRequired);

/** Goes home 5 s after a missing review (spec section 2 'Review form'). */
function NotFoundThenHome() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate('/', { replace: true }), LIMITS.reviewRedirectMs);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <Alert severity="error" role="alert">
      {REVIEWS_TEXT.notFound} {REVIEWS_TEXT.redirectingHome}
    </Alert>
  );
}

function LoadFailure({ error }: { error: unknown }) {
  const location = useLocation();
  if (needsLogin(error)) {
    return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  }
  if (isNotFound(error)) return <NotFoundThenHome />;
  const detail = errorDetail(error, REVIEW_MESSAGES.formLoadFailed);
  return (
    <Alert severity="error" role="alert">
      {detail}
    </Alert>
  );
}

function EditReview({ id }: { id: number }) {
  const review = useQuery({ ...staffReviewQueryOptions(id), staleTime: 0, gcTime: 0 });
  // a restored version refills the form from the saved review
  const [version, setVersion] = useState(0);
  if (review.isError) return <LoadFailure error={review.error} />;
  if (!review.data) return <PageLoader />;
  if (!review.data.can_edit) {
    return (
      <Alert severity="error" role="alert">
        {REVIEW_MESSAGES.notOwner}
      </Alert>
    );
  }
  const data = review.data;
  return (
    <>
      <ApprovalBox
        review={data}
        onChanged={async () => {
          await review.refetch();
          setVersion((n) => n + 1);
        }}
      />
      <AssignmentBox kind="r" id={id} state={{ assignee: data.assignee, due: data.due }} />
      <ReviewForm
        key={version}
        reviewId={id}
        initial={reviewFormFromDetail(data)}
        published={data.status === Status.Published}
      />
      <Suspense fallback={null}>
        <HistoryPanel
          kind="review"
          id={id}
          current={currentValues(data)}
          describe={(field, value) =>
            field === 'subject' && value === data.subject_id ? data.subject_title : null
          }
          onRestored={async () => {
            await review.refetch();
            setVersion((n) => n + 1);
          }}
        />
      </Suspense>
    </>
  );
}

function CreateReview() {
  const location = useLocation();
  const subjectId = preselectedSubjectId(location.state);
  const subject = useQuery({ ...subjectChoiceQueryOptions(subjectId ?? 0), enabled: subjectId !== null });
  if (subjectId !== null && subject.isPending) return <PageLoader />;
  if (subject.isError && needsLogin(subject.error)) return <LoadFailure error={subject.error} />;
  // a subject that cannot be loaded is simply not preselected
  const preselected = subject.data ? { id: subject.data.id, title: subject.data.title } : null;
  return <ReviewForm reviewId={null} initial={emptyReviewForm(preselected)} />;
}

/** Create (/add-report) or edit (/edit-report/:id) a review. Staff only, in the staff chunk. */
export default function ReviewFormPage() {
  const { raw, id } = useRouteId();
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeading title={raw === undefined ? REVIEWS_TEXT.newTitle : REVIEW_MESSAGES.edit} />
      {raw === undefined ? (
        <CreateReview />
      ) : id === null ? (
        <NotFoundThenHome />
      ) : (
        // a new key per review: moving from one edit page to another starts a fresh form
        <EditReview key={id} id={id} />
      )}
    </Box>
  );
}
