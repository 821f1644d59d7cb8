import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../styles/cx';
import styles from './CardList.module.css';

type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

interface CardListProps {
  children: ReactNode;
  /** The grid's columns per breakpoint (MUI's: sm 600, md 900, lg 1200, xl 1536), one column when left out. */
  columns?: Partial<Record<Breakpoint, string>>;
  /** Ordered when the order means something (newest first, versions). */
  ordered?: boolean;
  'aria-label'?: string;
  'aria-busy'?: boolean;
  className?: string;
}

/** The columns as the custom properties the list's stylesheet reads (`--cols-sm`…). */
const columnProperties = (columns: CardListProps['columns']): CSSProperties | undefined =>
  columns &&
  (Object.fromEntries(
    Object.entries(columns).map(([breakpoint, value]) => [`--cols-${breakpoint}`, value]),
  ) as CSSProperties);

/** A list of cards (<ul> or <ol>) laid out as a grid; each child is an <li>. */
export function CardList({ children, columns, ordered, className, ...aria }: CardListProps) {
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag {...aria} className={cx(styles.list, className)} style={columnProperties(columns)}>
      {children}
    </Tag>
  );
}
