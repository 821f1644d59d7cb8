import type { CSSProperties } from 'react';
import { textColorForBackground } from '../../../lib/color';
import styles from './trust.module.css';

/** An evaluation's title on its own colour, as the verdict chips show it elsewhere. */
export function EvaluationLabel({ title, color }: { title: string; color: string }) {
  const colours = { '--label-color': color, '--label-text': textColorForBackground(color) } as CSSProperties;
  return (
    <span className={styles.label} style={colours}>
      {title}
    </span>
  );
}
