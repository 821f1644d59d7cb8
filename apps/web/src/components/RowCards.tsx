import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import styles from './RowCards.module.css';

/** MUI's phones: below its 'sm' breakpoint (600px), as `theme.breakpoints.down('sm')` words it. */
const PHONE = '(max-width:599.95px)';

/** Whether a staff table shows its rows as cards: on a phone its columns do not fit side by side. */
export function useRowCards(): boolean {
  return useMediaQuery(PHONE);
}

interface RowCardsProps<T> {
  rows: readonly T[];
  /** the table's caption, naming the list */
  label: string;
  empty: string;
  rowKey: (row: T) => number | string;
  children: (row: T) => ReactNode;
}

/** A table's rows as a list of cards, so every row's actions are in reach without sideways scrolling. */
export function RowCards<T>({ rows, label, empty, rowKey, children }: RowCardsProps<T>) {
  if (rows.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul aria-label={label} className={styles.list}>
      {rows.map((row) => (
        <li key={rowKey(row)} className={styles.card}>
          {children(row)}
        </li>
      ))}
    </ul>
  );
}

/** A card's last line: its facts on one side, the row's actions on the other. */
export function CardFooter({ children, actions }: { children?: ReactNode; actions: ReactNode }) {
  return (
    <div className={styles.footer}>
      {children}
      <div className={styles.actions}>{actions}</div>
    </div>
  );
}
