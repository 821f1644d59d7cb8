import { STATUS_COLORS, STATUS_LABELS, Status } from '@rasti/contract/enums';
import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import { textColorForBackground } from '../../../lib/color';
import { cx } from '../../../styles/cx';
import styles from './ColorChip.module.css';

const FALLBACK_BACKGROUND = '#e0e6ed';

export type ColorChipProps = {
  label: ReactNode;
  /** The background as a '#rgb' or '#rrggbb' code; a grey when missing or unreadable. */
  background: string | null | undefined;
  size?: 'small' | 'medium';
  /** 'outlined': the colour draws the border (and a dot with `dot`), the text stays dark. */
  variant?: 'filled' | 'outlined';
  dot?: boolean;
  /** Makes the chip a button. */
  onClick?: () => void;
  /** Shows a remove mark; Delete or Backspace on the focused chip calls it too. */
  onDelete?: () => void;
  'aria-label'?: string;
  'aria-pressed'?: boolean;
  className?: string;
};

/** The chip's colours: the given background with black or white text by its brightness (threshold 0.5). */
export function chipColors(background: string | null | undefined): { bgcolor: string; color: string } {
  const bg = background && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(background.trim()) ? background.trim() : null;
  const bgcolor = bg ?? FALLBACK_BACKGROUND;
  return { bgcolor, color: textColorForBackground(bgcolor) };
}

/**
 * A category badge or an evaluation tag: a chip in the record's own colour whose text stays readable
 * (black on light backgrounds, white on dark ones). Static CSS: the colour travels as a custom property.
 */
export function ColorChip({
  label,
  background,
  size = 'medium',
  variant = 'filled',
  dot,
  onClick,
  onDelete,
  className,
  ...aria
}: ColorChipProps) {
  const { bgcolor, color } = chipColors(background);
  const style = { '--chip-color': bgcolor, '--chip-text': color } as CSSProperties;
  const classes = cx(
    styles.chip,
    size === 'small' && styles.small,
    variant === 'outlined' && styles.outlined,
    className,
  );
  const content = (
    <>
      {dot ? <span className={styles.dot} aria-hidden="true" /> : null}
      {/* a label cut by the ellipsis is whole in its tooltip */}
      <span className={styles.label} title={typeof label === 'string' ? label : undefined}>
        {label}
      </span>
      {onDelete ? (
        <span className={styles.remove} aria-hidden="true">
          ×
        </span>
      ) : null}
    </>
  );
  if (!onClick) {
    return (
      <span className={classes} style={style} {...aria}>
        {content}
      </span>
    );
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (onDelete && (event.key === 'Delete' || event.key === 'Backspace')) {
      event.preventDefault();
      onDelete();
    }
  };
  return (
    <button type="button" className={classes} style={style} onClick={onClick} onKeyDown={onKeyDown} {...aria}>
      {content}
    </button>
  );
}

/** A record's status as a small chip in its colour, for staff; nothing for a published one. */
export function StatusChip({ status }: { status: number }) {
  if (status === Status.Published) return null;
  return (
    <ColorChip
      size="small"
      label={STATUS_LABELS[status as Status] ?? String(status)}
      background={STATUS_COLORS[status as Status]}
    />
  );
}
