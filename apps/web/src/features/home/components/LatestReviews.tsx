import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReviewListItem } from '@rasti/contract/reviews';
import { AppImage } from '../../../components/AppImage';
import { CardList } from '../../../components/CardList';
import { lineClamp } from '../../../components/line-clamp';
import {
  CardImageLink,
  PublishedDate,
  ReportTitleLink,
  reportPath,
  SubjectLine,
} from '../../../components/ReviewCardParts';
import { HOME_TEXT } from '../messages';

/** One review: picture, title linking to its report, a two-line summary and its subject. */
/** `first`: the card at the top of the page, whose picture is asked for at once (often the largest paint). */
export function LatestReviewCard({ review, first = false }: { review: ReviewListItem; first?: boolean }) {
  return (
    // drawn as MUI's outlined Card (paper, 1px divider border, clipped corners) without its code
    <Box
      component="article"
      sx={{
        overflow: 'hidden',
        bgcolor: 'background.paper',
        color: 'text.primary',
        border: 1,
        borderColor: 'divider',
        height: '100%',
        display: 'grid',
        // phones: a small picture beside the text; wider screens: the picture on top
        gridTemplateColumns: { xs: '104px minmax(0, 1fr)', sm: 'minmax(0, 1fr)' },
        gridTemplateRows: { sm: 'auto 1fr' },
        borderRadius: 3,
      }}
    >
      <CardImageLink to={reportPath(review.id)}>
        <Box
          component={AppImage}
          src={review.main_images_small ?? review.main_images}
          alt=""
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          sx={{
            display: 'block',
            width: '100%',
            height: { xs: '100%', sm: 'auto' },
            aspectRatio: { sm: '16 / 9' },
            objectFit: 'cover',
          }}
        />
      </CardImageLink>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: { xs: 1.5, sm: 2 } }}>
        <Typography
          component="h3"
          sx={{
            fontSize: { xs: '0.95rem', sm: '1.05rem' },
            fontWeight: 700,
            lineHeight: 1.7,
            ...lineClamp(2),
          }}
        >
          <ReportTitleLink id={review.id} title={review.title} />
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ ...lineClamp(2), flex: 1, fontSize: { xs: '0.8rem', sm: '0.875rem' } }}
        >
          {review.summary}
        </Typography>
        <SubjectLine id={review.subject_id} title={review.subject_title} sx={lineClamp(1)} />
        <PublishedDate value={review.date_published} />
      </Box>
    </Box>
  );
}

/** The 6 newest published reviews as cards. */
export function LatestReviews({ reviews }: { reviews: ReviewListItem[] }) {
  if (reviews.length === 0) {
    return <Typography color="text.secondary">{HOME_TEXT.latestEmpty}</Typography>;
  }
  return (
    <CardList
      columns={{ xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }}
    >
      {reviews.map((review, index) => (
        <li key={review.id}>
          <LatestReviewCard review={review} first={index === 0} />
        </li>
      ))}
    </CardList>
  );
}
