import { EditIcon } from '../../../components/icons';
import { isStaff } from '@rasti/contract/enums';
import { REVIEW_MESSAGES } from '@rasti/contract/review-messages';
import type { ReviewDetail, StaffReviewDetail } from '@rasti/contract/reviews';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { AppImage } from '../../../components/AppImage';
import { APP_NAME } from '../../../components/PageHeading';
import { PageLoader } from '../../../components/PageLoader';
import { PlainAlert } from '../../../components/PlainAlert';
import { PlainButton } from '../../../components/PlainButton';
import { useRouteId } from '../../../lib/route-id';
import { subjectPath } from '../../../components/ReviewCardParts';
import { SafeHtml } from '../../../components/SafeHtml';
import { TextLink } from '../../../components/TextLink';
import { ApiRequestError } from '../../../lib/api/client';
import { useSession } from '../../../lib/auth/session';
import { formatJalaliDate } from '../../../lib/jalali';
import { publicReviewQueryOptions, staffReviewQueryOptions } from '../api/get-review';
import { CorrectionsBox } from '../../corrections';
import { ColorChip } from '../../subjects/index';
import { AuthorBox } from '../components/AuthorBox';
import { NewsItemCard } from '../components/NewsItemCard';
import { ReviewCard, reviewCardData } from '../components/ReviewCard';
import { REVIEWS_TEXT } from '../messages';
import { canEditReview } from '../permissions';
import styles from './ReportPage.module.css';

function ReportError({ error }: { error: unknown }) {
  // a report that does not exist (or is not published) and a failed load read differently; the heading
  // says which ('بررسی در مورد:' is the start of a report's own heading, with nothing to follow here)
  const notFound = error === null || (error instanceof ApiRequestError && error.status === 404);
  const heading = notFound ? REVIEWS_TEXT.notFoundHeading : REVIEWS_TEXT.loadFailedHeading;
  useEffect(() => {
    document.title = `${heading} | ${APP_NAME}`;
  }, [heading]);
  return (
    <div>
      <h1 className={styles.errorHeading}>{heading}</h1>
      <PlainAlert severity="error">
        {notFound ? REVIEW_MESSAGES.notFoundOnPage : REVIEW_MESSAGES.loadOneFailed}
      </PlainAlert>
    </div>
  );
}

function Verdict({ review }: { review: ReviewDetail }) {
  const chips: { label: string; color: string | null }[] = [];
  if (review.subject_evaluation_title) {
    chips.push({ label: review.subject_evaluation_title, color: review.subject_evaluation_color });
  }
  if (review.category_title) chips.push({ label: review.category_title, color: review.category_color });
  if (chips.length === 0) return null;
  return (
    <div className={styles.verdict}>
      {chips.map((chip) => (
        <ColorChip
          key={chip.label}
          label={chip.label}
          background={chip.color}
          className={styles.verdictChip}
        />
      ))}
    </div>
  );
}

/** A section of the report under its own h2. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.sectionHeading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Report({ review, canEdit }: { review: ReviewDetail; canEdit: boolean }) {
  const subjectTitle = review.subject_title.trim() || REVIEW_MESSAGES.noSubjectTitle;
  useEffect(() => {
    document.title = `${review.title || subjectTitle} | ${APP_NAME}`;
  }, [review.title, subjectTitle]);
  const published = review.date_published ? formatJalaliDate(review.date_published) : '';

  return (
    <article aria-labelledby="report-heading" className={styles.report}>
      <header className={styles.header}>
        <h1 id="report-heading" className={styles.heading}>
          <span className={styles.about}>{REVIEW_MESSAGES.about}</span>
          {subjectTitle}
        </h1>
        {review.title && review.title !== subjectTitle ? (
          <p className={styles.title}>{review.title}</p>
        ) : null}
        <Verdict review={review} />
        <div className={styles.meta}>
          {published ? (
            <p className={styles.published}>
              {REVIEWS_TEXT.published} <time dateTime={review.date_published ?? undefined}>{published}</time>
            </p>
          ) : null}
          <TextLink to={subjectPath(review.subject_id)}>{REVIEWS_TEXT.goToSubject}</TextLink>
          {canEdit ? (
            <PlainButton
              to={`/edit-report/${review.id}`}
              variant="outlined"
              size="small"
              startIcon={<EditIcon />}
            >
              {REVIEW_MESSAGES.edit}
            </PlainButton>
          ) : null}
        </div>
      </header>

      <CorrectionsBox corrections={review.corrections ?? []} />

      {review.main_images ? (
        // the box keeps its height before the picture arrives, so the text below never jumps
        <div className={styles.imageBox}>
          <AppImage
            src={review.main_images}
            alt={review.title || REVIEWS_TEXT.reportImage}
            loading="eager"
            fetchPriority="high"
            className={styles.image}
          />
        </div>
      ) : null}

      {review.summary ? (
        <section aria-label={REVIEWS_TEXT.summaryHeading}>
          <p className={styles.summary}>{review.summary}</p>
        </section>
      ) : null}

      {review.content ? <SafeHtml html={review.content} testId="review-content" /> : null}

      {review.news_items.length > 0 ? (
        <Section id="report-news-heading" title={REVIEWS_TEXT.newsItemsHeading}>
          <div className={styles.newsItems}>
            {review.news_items.map((item) => (
              <NewsItemCard
                key={item.id}
                item={{
                  outletName: item.source_name ?? '',
                  logo: item.logo,
                  title: item.title,
                  summary: item.summary,
                  link: item.link,
                  date: item.date,
                  evaluationTitle: item.evaluation_title,
                  evaluationColor: item.evaluation_color,
                }}
              />
            ))}
          </div>
        </Section>
      ) : null}

      <div>
        <TextLink to={subjectPath(review.subject_id)}>
          {REVIEWS_TEXT.goToSubject}: {subjectTitle}
        </TextLink>
      </div>

      <AuthorBox author={review.author ?? review.author_name} />

      {review.related_reviews.length > 0 ? (
        <Section id="report-related-heading" title={REVIEWS_TEXT.relatedHeading}>
          <div className={styles.related}>
            {review.related_reviews.map((related) => (
              <ReviewCard key={related.id} review={reviewCardData(related)} headingLevel="h3" />
            ))}
          </div>
        </Section>
      ) : null}
    </article>
  );
}

/** One review report (spec section 2 'Report page'); staff read it through their own call, drafts included. */
export default function ReportPage() {
  const { id } = useRouteId();
  const { role, user } = useSession();
  const staff = isStaff(role);
  const staffReview = useQuery({ ...staffReviewQueryOptions(id ?? 0), enabled: id !== null && staff });
  const publicReview = useQuery({ ...publicReviewQueryOptions(id ?? 0), enabled: id !== null && !staff });
  const review: { data?: ReviewDetail | StaffReviewDetail; isError: boolean; error: unknown } = staff
    ? staffReview
    : publicReview;

  if (id === null) return <ReportError error={null} />;
  if (review.isError) return <ReportError error={review.error} />;
  if (!review.data) return <PageLoader />;
  return (
    <Report
      key={review.data.id}
      review={review.data}
      canEdit={canEditReview(role, user?.id ?? null, review.data)}
    />
  );
}
