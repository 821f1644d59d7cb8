import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReviewListItem } from '@rasti/contract/reviews';
import { AppImage } from '../../../components/AppImage';
import { lineClamp } from '../../../components/line-clamp';
import {
  CardImageLink,
  PublishedDate,
  ReportTitleLink,
  reportPath,
  SubjectLine,
} from '../../../components/ReviewCardParts';

/** One published item of the member: picture, title linking to its report, subject link, two-line summary. */
export function MemberItemCard({ item }: { item: ReviewListItem }) {
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
      <CardImageLink to={reportPath(item.id)}>
        <AppImage
          src={item.main_images_small ?? item.main_images}
          alt=""
          style={{ width: '100%', height: '100%', minHeight: 96, objectFit: 'cover', display: 'block' }}
        />
      </CardImageLink>
      <Box sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
        <Typography
          component="h3"
          sx={{ fontSize: '1rem', fontWeight: 700, lineHeight: 1.7, ...lineClamp(2) }}
        >
          <ReportTitleLink id={item.id} title={item.title} />
        </Typography>
        <SubjectLine id={item.subject_id} title={item.subject_title} sx={lineClamp(1)} />
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ ...lineClamp(2), display: { xs: 'none', sm: '-webkit-box' } }}
        >
          {item.summary}
        </Typography>
        <PublishedDate value={item.date_published} />
      </Box>
    </Paper>
  );
}
