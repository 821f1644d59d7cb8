import { IconBtn } from './IconBtn';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import styles from './Pagination.module.css';
import { PlainButton } from './PlainButton';
import { LIMITS } from '@rasti/contract/limits';
import { toPersianDigits } from '@rasti/contract/persian';

export type PageItem = number | 'gap-start' | 'gap-end';

export const pageCountFor = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));

/**
 * The page buttons of spec section 4: every page when there are 5 or fewer; otherwise the first
 * three, the last three, or a window around the current page, with gaps ('…') between.
 */
export function pageItems(current: number, pageCount: number): PageItem[] {
  const count = Math.max(1, Math.floor(pageCount));
  if (count <= LIMITS.paginationCompactAbove) return Array.from({ length: count }, (_, i) => i + 1);
  const page = Math.min(Math.max(1, Math.floor(current) || 1), count);
  if (page <= 3) return [1, 2, 3, 'gap-end', count];
  if (page >= count - 2) return [1, 'gap-start', count - 2, count - 1, count];
  return [1, 'gap-start', page - 1, page, page + 1, 'gap-end', count];
}

type PaginationProps = {
  /** The current page, from 1. */
  page?: number;
  /** How many pages there are. */
  count: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark when a screen has more than one list. */
  label?: string;
};

export function Pagination({ page = 1, count: pageCount, onChange, label = 'صفحه‌بندی' }: PaginationProps) {
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= pageCount) onChange(target);
  };
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        <li>
          {/* in a right-to-left page "previous" points right */}
          <IconBtn aria-label="صفحه قبل" disabled={current === 1} onClick={() => go(current - 1)}>
            <ChevronRightIcon />
          </IconBtn>
        </li>
        {pageItems(current, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PlainButton
                variant={item === current ? 'contained' : 'text'}
                aria-label={`صفحه ${toPersianDigits(item)}`}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
                className={styles.page}
              >
                {toPersianDigits(item)}
              </PlainButton>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ),
        )}
        <li>
          <IconBtn aria-label="صفحه بعد" disabled={current === pageCount} onClick={() => go(current + 1)}>
            <ChevronLeftIcon />
          </IconBtn>
        </li>
      </ul>
    </nav>
  );
}

export default Pagination;
