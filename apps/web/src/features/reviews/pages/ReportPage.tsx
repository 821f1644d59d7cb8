import EditIcon from '@mui/icons-material/Edit';
import { isStaff } from '@rasti/contract/enums';
import { REVIEW_MESSAGES } from '@rasti/contract/review-messages';
import type { ReviewDetail, StaffReviewDetail } from '@rasti/contract/reviews';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { AppImage } from '../../../components/AppImage';
import { APP_NAME } from '../../../components/PageHeading';
import { PageLoader } from '../../../components/PageLoader';
import { useRouteId } from '../../../lib/route-id';
import { subjectPath } from '../../../components/ReviewCardParts';
import { SafeHtml } from '../../../components/SafeHtml';
import { ApiRequestError } from '../../../lib/api/client';
import { useSession } from '../../../lib/auth/session';
import { textColorForBackground } from '../../../lib/color';
import { formatJalaliDate } from '../../../lib/jalali';
import { publicReviewQueryOptions, staffReviewQueryOptions } from '../api/get-review';
import { CorrectionsBox } from '../../corrections';
import { AuthorBox } from '../components/AuthorBox';
import { NewsItemCard } from '../components/NewsItemCard';
import { ReviewCard, reviewCardData } from '../components/ReviewCard';
import { REVIEWS_TEXT } from '../messages';
import { canEditReview } from '../permissions';

function ReportError({ error }: { error: unknown }) {
  useEffect(() => {
    document.title = `${REVIEW_MESSAGES.about} | ${APP_NAME}`;
  }, []);
  // a report that does not exist (or is not published) and a failed load read differently
  const notFound = error === null || (error instanceof ApiRequestError && error.status === 404);
  return (
    <Box>
      <Typography component="h1" variant="h1" sx={{ mb: 3 }}>
        {REVIEW_MESSAGES.about}
      </Typography>
      <Alert severity="error" role="alert">
        {notFound ? REVIEW_MESSAGES.notFoundOnPage : REVIEW_MESSAGES.loadOneFailed}
      </Alert>
    </Box>
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
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {chips.map((chip) => (
        <Chip
          key={chip.label}
          label={chip.label}
          sx={
            chip.color
              ? { bgcolor: chip.color, color: textColorForBackground(chip.color), fontWeight: 700 }
              : { fontWeight: 700 }
          }
        />
      ))}
    </Stack>
  );
}

function Report({ review, canEdit }: { review: ReviewDetail; canEdit: boolean }) {
  const subjectTitle = review.subject_title.trim() || REVIEW_MESSAGES.noSubjectTitle;
  useEffect(() => {
    document.title = `${review.title || subjectTitle} | ${APP_NAME}`;
  }, [review.title, subjectTitle]);
  const published = review.date_published ? formatJalaliDate(review.date_published) : '';

  return (
    <Box component="article" aria-labelledby="report-heading" sx={{ display: 'grid', gap: 3 }}>
      <Box component="header" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography
          id="report-heading"
          component="h1"
          variant="h1"
          sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}
        >
          <Box
            component="span"
            sx={{ color: 'text.secondary', fontWeight: 500, display: 'block', fontSize: '1rem', mb: 0.5 }}
          >
            {REVIEW_MESSAGES.about}
          </Box>
          {subjectTitle}
        </Typography>
        {review.title && review.title !== subjectTitle ? (
          <Typography component="p" variant="h2" sx={{ fontSize: { xs: '1.2rem', md: '1.4rem' } }}>
            {review.title}
          </Typography>
        ) : null}
        <Verdict review={review} />
        <Stack
          direction="row"
          spacing={2}
          sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center', color: 'text.secondary' }}
        >
          {published ? (
            <Typography component="p" variant="body2">
              {REVIEWS_TEXT.published} <time dateTime={review.date_published ?? undefined}>{published}</time>
            </Typography>
          ) : null}
          <Link component={RouterLink} to={subjectPath(review.subject_id)}>
            {REVIEWS_TEXT.goToSubject}
          </Link>
          {canEdit ? (
            <Button
              component={RouterLink}
              to={`/edit-report/${review.id}`}
              variant="outlined"
              size="small"
              startIcon={<EditIcon />}
            >
              {REVIEW_MESSAGES.edit}
            </Button>
          ) : null}
        </Stack>
      </Box>

      <CorrectionsBox corrections={review.corrections ?? []} />

      {review.main_images ? (
        // the box keeps its height before the picture arrives, so the text below never jumps
        <Box
          sx={{
            borderRadius: 2,
            overflow: 'hidden',
            bgcolor: 'grey.100',
            aspectRatio: '16 / 9',
            maxHeight: 480,
          }}
        >
          <AppImage
            src={review.main_images}
            alt={review.title || REVIEWS_TEXT.reportImage}
            loading="eager"
            fetchPriority="high"
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        </Box>
      ) : null}

      {review.summary ? (
        <Box component="section" aria-label={REVIEWS_TEXT.summaryHeading}>
          <Typography
            component="p"
            sx={{ fontSize: '1.1rem', fontWeight: 500, lineHeight: 2, whiteSpace: 'pre-line' }}
          >
            {review.summary}
          </Typography>
        </Box>
      ) : null}

      {review.content ? <SafeHtml html={review.content} testId="review-content" /> : null}

      {review.news_items.length > 0 ? (
        <Box component="section" aria-labelledby="report-news-heading">
          <Typography id="report-news-heading" component="h2" variant="h6" sx={{ mb: 1.5 }}>
            {REVIEWS_TEXT.newsItemsHeading}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
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
          </Box>
        </Box>
      ) : null}

      <Box>
        <Link component={RouterLink} to={subjectPath(review.subject_id)}>
          {REVIEWS_TEXT.goToSubject}: {subjectTitle}
        </Link>
      </Box>

      <AuthorBox author={review.author ?? review.author_name} />

      {review.related_reviews.length > 0 ? (
        <Box component="section" aria-labelledby="report-related-heading">
          <Typography id="report-related-heading" component="h2" variant="h6" sx={{ mb: 1.5 }}>
            {REVIEWS_TEXT.relatedHeading}
          </Typography>
          <Stack spacing={2}>
            {review.related_reviews.map((related) => (
              <ReviewCard key={related.id} review={reviewCardData(related)} headingLevel="h3" />
            ))}
          </Stack>
        </Box>
      ) : null}
    </Box>
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
