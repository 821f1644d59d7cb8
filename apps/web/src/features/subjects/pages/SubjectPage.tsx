import { AddIcon, AttachFileIcon, EditIcon } from '../../../components/icons';
import type { SubjectDetail } from '@rasti/contract/subjects';
import { isManager, isStaff, STATUS_COLORS, STATUS_LABELS, Status } from '@rasti/contract/enums';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useId } from 'react';
import { useNavigate } from 'react-router';
import { AppImage } from '../../../components/AppImage';
import { PageHeading } from '../../../components/PageHeading';
import { PageLoader } from '../../../components/PageLoader';
import { PlainAlert } from '../../../components/PlainAlert';
import { PlainButton } from '../../../components/PlainButton';
import { TextLink } from '../../../components/TextLink';
import { ApiRequestError } from '../../../lib/api/client';
import { useSession, useSessionStatus } from '../../../lib/auth/session';
import { formatJalaliDate } from '../../../lib/jalali';
import { SourceCard } from '../../sources/index';
import { useRouteId } from '../../../lib/route-id';
import { subjectQueryOptions } from '../api/get-subject';
import { subjectKeys } from '../api/subject-keys';
import { ColorChip } from '../components/ColorChip';
import { QuestionCards } from '../components/QuestionCards';
import { ReviewLinks } from '../components/ReviewLinks';
import { RumourTimeline } from '../components/RumourTimeline';
import { SubjectContent } from '../components/SubjectContent';
import { CorrectionsBox } from '../../corrections';
import { SUBJECT_PAGE_TEXT } from '../messages';
import styles from './SubjectPage.module.css';
// source editing (its form, the outlet picker and the Jalali date picker) is a lazy part of the sources
// feature, loaded only for roles 2 and 3
import { ManagedSources } from '../../sources/lazy';

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <div className={styles.sectionHeader}>
        <h2 id={id} className={styles.sectionHeading}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Problem({ text, retry }: { text: string; retry?: () => void }) {
  return (
    <div>
      <PageHeading title={SUBJECT_PAGE_TEXT.pageTitle} />
      <PlainAlert
        severity={retry ? 'error' : 'warning'}
        action={
          retry ? (
            <PlainButton color="inherit" size="small" onClick={retry}>
              {SUBJECT_PAGE_TEXT.retry}
            </PlainButton>
          ) : undefined
        }
      >
        {text}
      </PlainAlert>
      <div className={styles.back}>
        <PlainButton to="/news-subjects">{SUBJECT_PAGE_TEXT.backToList}</PlainButton>
      </div>
    </div>
  );
}

/** A chip's text with what it is ('دسته‌بندی: ') said only to screen readers. */
function Labelled({ name, value }: { name: string; value: string }) {
  return (
    <>
      <span className={styles.visuallyHidden}>{`${name}: `}</span>
      {value}
    </>
  );
}

const hashtagsOf = (raw: string) => [...new Set(raw.split(/\s+/).filter((t) => t.replace(/^#+/, '')))];

const openSourceLabel = SUBJECT_PAGE_TEXT.openSource;

/** /news-subject-page/{id}: a subject with its sources, the reviews done and the readers' questions. */
export default function SubjectPage() {
  const { id } = useRouteId();
  const { role } = useSession();
  const sessionStatus = useSessionStatus();
  // staff read the staff detail (any status); wait for a stored session before choosing
  const audience = isStaff(role) ? 'staff' : 'public';
  const subject = useQuery({
    ...subjectQueryOptions(id ?? 0, audience),
    enabled: id !== null && sessionStatus !== 'restoring',
  });

  if (id === null) return <Problem text={SUBJECT_PAGE_TEXT.invalidId} />;
  if (subject.isError) {
    const error = subject.error;
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
      return <Problem text={SUBJECT_PAGE_TEXT.notFound} />;
    }
    return <Problem text={SUBJECT_PAGE_TEXT.loadFailed} retry={() => void subject.refetch()} />;
  }
  if (!subject.data) return <PageLoader />;
  return <SubjectView subject={subject.data} audience={audience} />;
}

function SubjectView({ subject, audience }: { subject: SubjectDetail; audience: 'staff' | 'public' }) {
  const { role } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canManage = isManager(role);
  const published = subject.date_published ? formatJalaliDate(subject.date_published) : '';
  const hashtags = hashtagsOf(subject.hashtags);
  const questions = subject.questions.filter((q) => q.is_shown);
  const reloadSources = () =>
    queryClient.invalidateQueries({ queryKey: subjectKeys.detail(subject.id, audience) });

  const plainSources =
    subject.rumors.length === 0 ? (
      <p className={styles.empty}>{SUBJECT_PAGE_TEXT.noSources}</p>
    ) : (
      <div className={styles.sources}>
        {subject.rumors.map((source) => (
          <SourceCard key={source.id} source={source} openLabel={openSourceLabel} />
        ))}
      </div>
    );

  return (
    <article>
      <PageHeading title={subject.title} />
      <div className={styles.chips}>
        {subject.category_title ? (
          <ColorChip
            label={<Labelled name={SUBJECT_PAGE_TEXT.category} value={subject.category_title} />}
            background={subject.category_color}
          />
        ) : null}
        {subject.reviews_title ? (
          <ColorChip
            label={<Labelled name={SUBJECT_PAGE_TEXT.evaluation} value={subject.reviews_title} />}
            background={subject.reviews_color}
          />
        ) : null}
        {audience === 'staff' && subject.status !== Status.Published ? (
          <ColorChip
            size="small"
            label={SUBJECT_PAGE_TEXT.statusOf(
              STATUS_LABELS[subject.status as Status] ?? String(subject.status),
            )}
            background={STATUS_COLORS[subject.status as Status]}
          />
        ) : null}
        {published ? (
          <span className={styles.published}>
            {SUBJECT_PAGE_TEXT.published}:{' '}
            <time dateTime={subject.date_published ?? undefined}>{published}</time>
          </span>
        ) : null}
      </div>

      <div className={styles.corrections}>
        <CorrectionsBox corrections={subject.corrections ?? []} />
      </div>

      {canManage ? (
        <div className={styles.tools}>
          <PlainButton
            to={`/edit-subject/${subject.id}`}
            state={{ isEditMode: true }}
            variant="outlined"
            size="small"
            startIcon={<EditIcon />}
          >
            {SUBJECT_PAGE_TEXT.editSubject}
          </PlainButton>
        </div>
      ) : null}

      {subject.main_images ? (
        <AppImage
          src={subject.main_images}
          alt={SUBJECT_PAGE_TEXT.imageAlt(subject.title)}
          loading="eager"
          className={styles.image}
        />
      ) : null}

      {subject.abstract ? (
        <div className={styles.abstract}>
          <p className={styles.abstractLabel}>{SUBJECT_PAGE_TEXT.abstract}</p>
          <p className={styles.abstractText}>{subject.abstract}</p>
        </div>
      ) : null}

      <SubjectContent html={subject.content} />

      {subject.file || hashtags.length > 0 ? (
        <div className={styles.extras}>
          {subject.file ? (
            <PlainButton href={subject.file} download variant="outlined" startIcon={<AttachFileIcon />}>
              {SUBJECT_PAGE_TEXT.attachment}
            </PlainButton>
          ) : null}
          {hashtags.length > 0 ? (
            <ul aria-label={SUBJECT_PAGE_TEXT.hashtags} className={styles.hashtags}>
              {hashtags.map((tag) => (
                <li key={tag}>
                  <bdi>{tag.startsWith('#') ? tag : `#${tag}`}</bdi>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <hr className={styles.divider} />

      <Section title={SUBJECT_PAGE_TEXT.sources}>
        <RumourTimeline subject={subject} />
        {canManage ? (
          <Suspense fallback={plainSources}>
            <ManagedSources
              subjectId={subject.id}
              sources={subject.rumors}
              emptyText={SUBJECT_PAGE_TEXT.noSources}
              openLabel={openSourceLabel}
              onChanged={reloadSources}
            />
          </Suspense>
        ) : (
          plainSources
        )}
      </Section>

      <Section
        title={SUBJECT_PAGE_TEXT.reviews}
        action={
          isStaff(role) ? (
            <PlainButton
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() =>
                navigate('/add-report', { state: { sourcePage: 'subject', subjectId: subject.id } })
              }
            >
              {SUBJECT_PAGE_TEXT.addReview}
            </PlainButton>
          ) : undefined
        }
      >
        <ReviewLinks reviews={subject.subject_reviews} />
      </Section>

      <Section title={SUBJECT_PAGE_TEXT.questions}>
        <QuestionCards questions={questions} />
      </Section>

      <div className={styles.section}>
        <TextLink to="/news-subjects">{SUBJECT_PAGE_TEXT.backToList}</TextLink>
      </div>
    </article>
  );
}
