import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReviewListItem } from '@rasti/contract/reviews';
import { Link as RouterLink } from 'react-router';
import { AppImage } from '../../../components/AppImage';
import { formatJalaliDate } from '../../../lib/jalali';
import { FACULTY_TEXT } from '../messages';

const clamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  }) as const;

/** One published item of the member: picture, title linking to its report, subject link, two-line summary. */
export function MemberItemCard({ item }: { item: ReviewListItem }) {
  const href = `/report/${item.id}`;
  const date = formatJalaliDate(item.date_published);
  return (
    <Paper
      component="article"
      variant="outlined"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '96px minmax(0, 1fr)', sm: '168px minmax(0, 1fr)' },
        overflow: 'hidden',
        borderRadius: 3,
      }}
    >
      <Box
        component={RouterLink}
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        sx={{ display: 'block', bgcolor: 'grey.100' }}
      >
        <AppImage
          src={item.main_images_small ?? item.main_images}
          alt=""
          style={{ width: '100%', height: '100%', minHeight: 96, objectFit: 'cover', display: 'block' }}
        />
      </Box>
      <Box sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
        <Typography component="h3" sx={{ fontSize: '1rem', fontWeight: 700, lineHeight: 1.7, ...clamp(2) }}>
          <Link component={RouterLink} to={href} color="inherit">
            {item.title || FACULTY_TEXT.noTitle}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={clamp(1)}>
          {FACULTY_TEXT.subjectLink}{' '}
          <Link component={RouterLink} to={`/news-subject-page/${item.subject_id}`}>
            {item.subject_title || FACULTY_TEXT.noTitle}
          </Link>
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ ...clamp(2), display: { xs: 'none', sm: '-webkit-box' } }}
        >
          {item.summary}
        </Typography>
        {date && (
          <Typography variant="caption" color="text.secondary" component="p">
            <time dateTime={item.date_published ?? undefined}>{date}</time>
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
