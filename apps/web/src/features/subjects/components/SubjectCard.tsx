import type { SubjectListItem } from '@rasti/contract/subjects';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { AppImage } from '../../../components/AppImage';
import { SUBJECTS_TEXT } from '../messages';
import { ColorChip } from './ColorChip';

type SubjectCardProps = {
  subject: SubjectListItem;
  /** The category the list is filtered by, if any: its chip shows as pressed. */
  activeCategory: number | null;
  onCategoryClick: (category: number) => void;
};

const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
});

/** A trending-subject card: image, title (the link to the subject), abstract and the category chip. */
export function SubjectCard({ subject, activeCategory, onCategoryClick }: SubjectCardProps) {
  const href = `/news-subject-page/${subject.id}`;
  const pressed = subject.category !== null && subject.category === activeCategory;
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 3 }}
    >
      {/* the picture repeats the title's link for pointer users; keyboards reach the title link */}
      <RouterLink to={href} tabIndex={-1} aria-hidden="true">
        <Box
          component={AppImage}
          src={subject.main_images_small ?? subject.main_images}
          alt=""
          sx={{
            display: 'block',
            width: '100%',
            aspectRatio: '16 / 9',
            objectFit: 'cover',
            bgcolor: 'grey.100',
          }}
        />
      </RouterLink>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700, ...clamp(2) }}>
          <Link component={RouterLink} to={href} color="inherit">
            {subject.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ ...clamp(3), flex: 1 }}>
          {subject.abstract}
        </Typography>
        {subject.category !== null && subject.category_title ? (
          <Box>
            <ColorChip
              size="small"
              label={subject.category_title}
              background={subject.category_color}
              onClick={() => onCategoryClick(subject.category!)}
              aria-pressed={pressed}
              aria-label={
                pressed
                  ? SUBJECTS_TEXT.clearCategoryFilter(subject.category_title)
                  : SUBJECTS_TEXT.filterByCategory(subject.category_title)
              }
              sx={
                pressed ? { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 } : undefined
              }
            />
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
