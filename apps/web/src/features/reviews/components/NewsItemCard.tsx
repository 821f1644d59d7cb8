import { lazy, Suspense, useId, useState } from 'react';
import { AppImage } from '../../../components/AppImage';
import { formatJalaliDate } from '../../../lib/jalali';
import { ColorChip } from '../../subjects/index';
import { REVIEWS_TEXT } from '../messages';
import styles from './NewsItemCard.module.css';

const NewsItemDialog = lazy(() => import('./NewsItemDialog'));

export interface NewsItemCardData {
  outletName: string;
  logo: string | null;
  title: string;
  summary: string;
  link: string;
  /** Unix seconds */
  date: number | null;
  evaluationTitle: string | null;
  evaluationColor: string | null;
}

export function Meta({ item }: { item: NewsItemCardData }) {
  return (
    <div className={styles.meta}>
      <AppImage src={item.logo} alt="" fallback="logo" width={36} height={36} className={styles.logo} />
      <div className={styles.outlet}>
        <p className={styles.outletName}>{item.outletName || REVIEWS_TEXT.outlet}</p>
        {item.date ? <p className={styles.date}>{formatJalaliDate(item.date)}</p> : null}
      </div>
      {item.evaluationTitle ? (
        <ColorChip
          size="small"
          variant="outlined"
          label={item.evaluationTitle}
          background={item.evaluationColor}
          className={styles.evaluation}
        />
      ) : null}
    </div>
  );
}

/**
 * A news item of a review as a small card (spec section 2): outlet logo and name, title and a summary
 * clamped to three lines; the card opens the whole item in a full-screen overlay.
 */
export function NewsItemCard({ item }: { item: NewsItemCardData }) {
  const [open, setOpen] = useState(false);
  // the overlay's code is fetched on the first open, then kept (so it can also close with its animation)
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  return (
    <>
      <article className={styles.card}>
        <Meta item={item} />
        <h3 className={styles.title}>
          {/* the title's button covers the whole card (::after), so a click anywhere opens the item */}
          <button
            type="button"
            className={styles.open}
            onClick={() => {
              setOpened(true);
              setOpen(true);
            }}
            aria-haspopup="dialog"
          >
            {item.title}
          </button>
        </h3>
        {item.summary ? <p className={styles.summary}>{item.summary}</p> : null}
      </article>
      {opened ? (
        <Suspense fallback={null}>
          <NewsItemDialog item={item} open={open} onClose={() => setOpen(false)} titleId={titleId} />
        </Suspense>
      ) : null}
    </>
  );
}
