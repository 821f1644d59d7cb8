import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReviewListItem } from '@rasti/contract/reviews';
import { Link as RouterLink } from 'react-router';
import { AppImage } from '../../../components/AppImage';
import { formatJalaliDate } from '../../../lib/jalali';
import { HOME_TEXT } from '../messages';

const clamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  }) as const;

/** One review: picture, title linking to its report, a two-line summary and its subject. */
export function LatestReviewCard({ review }: { review: ReviewListItem }) {
  const href = `/report/${review.id}`;
  const date = formatJalaliDate(review.date_published);
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{
        height: '100%',
        display: 'grid',
        // phones: a small picture beside the text; wider screens: the picture on top
        gridTemplateColumns: { xs: '104px minmax(0, 1fr)', sm: 'minmax(0, 1fr)' },
        gridTemplateRows: { sm: 'auto 1fr' },
        borderRadius: 3,
      }}
    >
      {/* the picture repeats the title's link for pointer users; keyboards reach the title link */}
      <Box
        component={RouterLink}
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        sx={{ display: 'block', bgcolor: 'grey.100' }}
      >
        <Box
          component={AppImage}
          src={review.main_images_small ?? review.main_images}
          alt=""
          sx={{
            display: 'block',
            width: '100%',
            height: { xs: '100%', sm: 'auto' },
            aspectRatio: { sm: '16 / 9' },
            objectFit: 'cover',
          }}
        />
      </Box>
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          p: { xs: 1.5, sm: 2 },
          '&:last-child': { pb: { xs: 1.5, sm: 2 } },
        }}
      >
        <Typography
          component="h3"
          sx={{ fontSize: { xs: '0.95rem', sm: '1.05rem' }, fontWeight: 700, lineHeight: 1.7, ...clamp(2) }}
        >
          <Link component={RouterLink} to={href} color="inherit">
            {review.title || HOME_TEXT.noTitle}
          </Link>
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ ...clamp(2), flex: 1, fontSize: { xs: '0.8rem', sm: '0.875rem' } }}
        >
          {review.summary}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', ...clamp(1) }}>
          {HOME_TEXT.subjectLink}{' '}
          <Link component={RouterLink} to={`/news-subject-page/${review.subject_id}`}>
            {review.subject_title || HOME_TEXT.noTitle}
          </Link>
        </Typography>
        {date && (
          <Typography variant="caption" color="text.secondary" component="p">
            <time dateTime={review.date_published ?? undefined}>{date}</time>
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** The 6 newest published reviews as cards. */
export function LatestReviews({ reviews }: { reviews: ReviewListItem[] }) {
  if (reviews.length === 0) {
    return <Typography color="text.secondary">{HOME_TEXT.latestEmpty}</Typography>;
  }
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          xl: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      {reviews.map((review) => (
        <li key={review.id}>
          <LatestReviewCard review={review} />
        </li>
      ))}
    </Box>
  );
}
