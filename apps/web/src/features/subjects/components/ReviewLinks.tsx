import type { SubjectDetail } from '@rasti/contract/subjects';
import { STATUS_COLORS, STATUS_LABELS, Status } from '@rasti/contract/enums';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { AppImage } from '../../../components/AppImage';
import { SUBJECT_PAGE_TEXT } from '../messages';
import { ColorChip } from './ColorChip';

type Review = SubjectDetail['subject_reviews'][number];

/** The reviews written on this subject, each with 'مشاهده کامل' to its report page. */
export function ReviewLinks({ reviews }: { reviews: readonly Review[] }) {
  if (reviews.length === 0) {
    return <Typography color="text.secondary">{SUBJECT_PAGE_TEXT.noReviews}</Typography>;
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {reviews.map((review) => (
        <li key={review.id}>
          <Paper
            component="article"
            variant="outlined"
            sx={{ display: 'flex', gap: 2, p: 1.5, borderRadius: 3, alignItems: 'stretch' }}
          >
            <Box
              component={AppImage}
              src={review.main_images}
              alt=""
              sx={{
                width: { xs: 88, sm: 140 },
                aspectRatio: '4 / 3',
                objectFit: 'cover',
                borderRadius: 2,
                flexShrink: 0,
                bgcolor: 'grey.100',
              }}
            />
            <Box sx={{ minWidth: 0, flex: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                  {review.title}
                </Typography>
                {review.status !== Status.Published ? (
                  <ColorChip
                    size="small"
                    label={STATUS_LABELS[review.status as Status] ?? String(review.status)}
                    background={STATUS_COLORS[review.status as Status]}
                  />
                ) : null}
              </Box>
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{
                  display: '-webkit-box',
                  WebkitLineClamp: 2,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                }}
              >
                {review.summary}
              </Typography>
              <Box sx={{ mt: 'auto' }}>
                <Link
                  component={RouterLink}
                  to={`/report/${review.id}`}
                  aria-label={SUBJECT_PAGE_TEXT.readReviewOf(review.title)}
                  sx={{ fontWeight: 500 }}
                >
                  {SUBJECT_PAGE_TEXT.readReview}
                </Link>
              </Box>
            </Box>
          </Paper>
        </li>
      ))}
    </Box>
  );
}
