import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { rightColumnQueryOptions } from '../api/home-api';
import { AskMePromo } from './AskMePromo';
import { FacultySlideshow } from './FacultySlideshow';
import { TrendingSubjects } from './TrendingSubjects';

/** A pulsing grey placeholder, drawn as MUI's rounded Skeleton without its code. */
function Placeholder({ height }: { height: number }) {
  return (
    <Box
      aria-hidden="true"
      sx={(theme) => ({
        display: 'block',
        height,
        borderRadius: `${theme.shape.borderRadius}px`,
        bgcolor: alpha(theme.palette.text.primary, 0.11),
        '@keyframes placeholderPulse': {
          '0%': { opacity: 1 },
          '50%': { opacity: 0.4 },
          '100%': { opacity: 1 },
        },
        animation: 'placeholderPulse 2s ease-in-out 0.5s infinite',
      })}
    />
  );
}

/**
 * The right column for guests and role 1 (MainLayout decides who sees it): top 5 trending subjects
 * with four sort tabs, the ask-me promo and the faculty slideshow. Its data is its part of the home answer,
 * so on the home page it costs no request of its own.
 */
export default function RightColumn() {
  const home = useQuery(rightColumnQueryOptions(useQueryClient()));
  const data = home.data;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      {data ? (
        <TrendingSubjects trending={data.trending} />
      ) : home.isPending ? (
        <Placeholder height={280} />
      ) : null}
      <AskMePromo />
      {data ? (
        <FacultySlideshow members={data.faculty} />
      ) : home.isPending ? (
        <Placeholder height={260} />
      ) : null}
    </Box>
  );
}
