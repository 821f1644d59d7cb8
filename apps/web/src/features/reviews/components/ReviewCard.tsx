import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { STATUS_COLORS, STATUS_LABELS, type Status } from '@rasti/contract/enums';
import type { ReviewListItem } from '@rasti/contract/reviews';
import type { ReactNode } from 'react';
import { AppImage } from '../../../components/AppImage';
import { lineClamp } from '../../../components/line-clamp';
import { CardImageLink, ReportTitleLink, reportPath, SubjectLine } from '../../../components/ReviewCardParts';
import { formatJalaliDate } from '../../../lib/jalali';
import { REVIEWS_TEXT } from '../messages';

export interface ReviewCardData {
  id: number;
  title: string;
  summary: string;
  image: string | null;
  subjectId: number | null;
  subjectTitle: string | null;
  datePublished: string | null;
  /** shown to staff only */
  status?: number;
}

/** A list item of the API as the card shows it; the small image rendition where there is one. */
export const reviewCardData = (item: ReviewListItem, withStatus = false): ReviewCardData => ({
  id: item.id,
  title: item.title,
  summary: item.summary,
  image: item.main_images_small ?? item.main_images,
  subjectId: item.subject_id ?? item.subject ?? null,
  subjectTitle: item.subject_title,
  datePublished: item.date_published,
  ...(withStatus ? { status: item.status } : {}),
});

/** One review in a list: image, subject link, title link to the report, a two-line summary. */
export function ReviewCard({
  review,
  headingLevel = 'h2',
  action,
}: {
  review: ReviewCardData;
  headingLevel?: 'h2' | 'h3';
  /** e.g. the staff list's edit link */
  action?: ReactNode;
}) {
  const status = review.status as Status | undefined;
  return (
    <Paper
      component="article"
      variant="outlined"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '200px minmax(0, 1fr)' },
        overflow: 'hidden',
        borderRadius: 2,
      }}
    >
      <CardImageLink to={reportPath(review.id)} sx={{ aspectRatio: { xs: '16 / 9', sm: 'auto' } }}>
        <AppImage
          src={review.image}
          alt=""
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block', minHeight: 140 }}
        />
      </CardImageLink>
      <Box sx={{ p: 2, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {review.subjectId !== null ? <SubjectLine id={review.subjectId} title={review.subjectTitle} /> : null}
        <Typography component={headingLevel} variant="h6" sx={{ fontSize: '1.1rem', lineHeight: 1.6 }}>
          <ReportTitleLink id={review.id} title={review.title} />
        </Typography>
        {review.summary ? (
          <Typography component="p" variant="body2" color="text.secondary" sx={lineClamp(2)}>
            {review.summary}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 'auto' }}>
          {status && STATUS_LABELS[status] ? (
            <Chip
              size="small"
              variant="outlined"
              label={STATUS_LABELS[status]}
              // a coloured border and dot, dark text: the orange of drafts is too light behind white text
              icon={
                <Box
                  component="span"
                  aria-hidden="true"
                  sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: STATUS_COLORS[status] }}
                />
              }
              sx={{ borderColor: STATUS_COLORS[status], color: 'text.primary' }}
            />
          ) : null}
          {review.datePublished ? (
            <Typography component="p" variant="caption" color="text.secondary">
              {REVIEWS_TEXT.published} {formatJalaliDate(review.datePublished)}
            </Typography>
          ) : null}
          {action ? <Box sx={{ marginInlineStart: 'auto' }}>{action}</Box> : null}
        </Box>
      </Box>
    </Paper>
  );
}
