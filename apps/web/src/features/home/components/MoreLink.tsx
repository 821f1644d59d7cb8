import { TextLink } from '../../../components/TextLink';
import styles from './RightColumn.module.css';

/** The right column's 'all …' link under a box. */
export function MoreLink({ to, children }: { to: string; children: string }) {
  return (
    <TextLink to={to} className={styles.more}>
      {children}
    </TextLink>
  );
}

/** A box's heading in the right column. */
export function ColumnHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className={styles.heading}>
      {children}
    </h2>
  );
}
