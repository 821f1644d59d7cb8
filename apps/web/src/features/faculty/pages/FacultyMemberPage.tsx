import { FACULTY_MESSAGES } from '@rasti/contract/faculty-messages';
import Alert from '@mui/material/Alert';
import { usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../../components/PageLoader';
import { PageHeading } from '../../../components/PageHeading';
import { RetryButton } from '../../../components/RetryButton';
import { TextLink } from '../../../components/TextLink';
import { ApiRequestError } from '../../../lib/api/client';
import { useRouteId } from '../../../lib/route-id';
import { authorReviewsQueryOptions } from '../../reviews/api';
import { facultyMemberQueryOptions } from '../api';
import { MemberItems } from '../components/MemberItems';
import styles from '../components/faculty.module.css';
import { MemberProfile } from '../components/MemberProfile';
import { FACULTY_TEXT } from '../messages';

/** Why the member could not be shown: a malformed id, no such board member, or a failed load. */
export function memberErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 400) return FACULTY_MESSAGES.invalidId;
    if (error.status === 404) return FACULTY_MESSAGES.notFound;
  }
  return FACULTY_MESSAGES.loadOneFailed;
}

const BackLink = () => (
  <TextLink to="/facuality-list" className={styles.backLink}>
    {FACULTY_TEXT.backToList}
  </TextLink>
);

function Member({ id }: { id: number }) {
  const member = useQuery(facultyMemberQueryOptions(id));
  // the items' first page loads alongside the member, not after it
  usePrefetchQuery(authorReviewsQueryOptions(id, '', 1));

  if (member.isPending) {
    return (
      <>
        <PageHeading title={FACULTY_TEXT.memberTitle} />
        <PageLoader />
      </>
    );
  }
  if (!member.data) {
    const message = memberErrorMessage(member.error);
    const missing = message !== FACULTY_MESSAGES.loadOneFailed;
    return (
      <>
        <PageHeading title={FACULTY_TEXT.memberTitle} />
        <Alert
          severity={missing ? 'warning' : 'error'}
          action={missing ? undefined : <RetryButton query={member} />}
        >
          {message}
        </Alert>
        <BackLink />
      </>
    );
  }
  return (
    <>
      <PageHeading title={member.data.full_name || FACULTY_TEXT.memberTitle} />
      <MemberProfile member={member.data} />
      <MemberItems memberId={id} />
    </>
  );
}

/** One scientific-board member (/facuality/{id}) and their published items. */
export default function FacultyMemberPage() {
  const { id } = useRouteId();
  if (id === null) {
    return (
      <>
        <PageHeading title={FACULTY_TEXT.memberTitle} />
        <Alert severity="warning">{FACULTY_MESSAGES.invalidId}</Alert>
        <BackLink />
      </>
    );
  }
  // a new id starts with a fresh search and page
  return <Member key={id} id={id} />;
}
