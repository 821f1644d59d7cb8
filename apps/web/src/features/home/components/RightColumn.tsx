import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { homeQueryOptions } from '../api/home-api';
import { AskMePromo } from './AskMePromo';
import { FacultySlideshow } from './FacultySlideshow';
import { TrendingSubjects } from './TrendingSubjects';

/**
 * The right column for guests and role 1 (MainLayout decides who sees it): top 5 trending subjects
 * with four sort tabs, the ask-me promo and the faculty slideshow. Its data is the home answer, so on
 * the home page it costs no request of its own.
 */
export default function RightColumn() {
  const home = useQuery(homeQueryOptions());
  const data = home.data;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      {data ? (
        <TrendingSubjects trending={data.trending} />
      ) : home.isPending ? (
        <Skeleton variant="rounded" height={280} aria-hidden="true" />
      ) : null}
      <AskMePromo />
      {data ? (
        <FacultySlideshow members={data.faculty} />
      ) : home.isPending ? (
        <Skeleton variant="rounded" height={260} aria-hidden="true" />
      ) : null}
    </Box>
  );
}
