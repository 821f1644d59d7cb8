import { useQuery, useQueryClient } from '@tanstack/react-query';
import { rightColumnQueryOptions } from '../api';
import { AskMePromo } from './AskMePromo';
import { FacultySlideshow } from './FacultySlideshow';
import styles from './RightColumn.module.css';
import { TrendingSubjects } from './TrendingSubjects';

/** A pulsing grey placeholder, drawn as MUI's rounded Skeleton without its code. */
function Placeholder({ height }: { height: number }) {
  return <span aria-hidden="true" className={styles.placeholder} style={{ height }} />;
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
    <div className={styles.column} data-right-column="">
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
    </div>
  );
}
