import { type ChangeEvent, type ReactNode, useId } from 'react';
import { cx } from '../styles/cx';
import styles from './OutlinedField.module.css';

type FrameProps = { id: string; label: string; className?: string; children: ReactNode };

/**
 * MUI's small outlined text field drawn by static classes (ADR 22): the label on the top border, in a notch
 * of the outline, which darkens on hover and turns primary while the control has the focus.
 */
function Frame({ id, label, className, children }: FrameProps) {
  return (
    <div className={cx(styles.root, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      <fieldset aria-hidden="true" className={styles.outline}>
        <legend className={styles.notch}>
          <span>{label}</span>
        </legend>
      </fieldset>
    </div>
  );
}

type SelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** the choices, `<option>` elements */
  children: ReactNode;
  className?: string;
};

/** A native `<select>` with a visible label, in the look of MUI's small outlined select. */
export function OutlinedSelect({ label, value, onChange, children, className }: SelectProps) {
  const id = useId();
  return (
    <Frame id={id} label={label} className={className}>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
      >
        {children}
      </select>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.arrow}>
        <path d="M7 10l5 5 5-5z" />
      </svg>
    </Frame>
  );
}

type SearchProps = {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  /** drawn before the text (MUI's start adornment) */
  icon?: ReactNode;
  className?: string;
  /** a line under the field, which describes it (MUI's helper text) */
  hint?: string;
};

/** A search box with a visible label, in the look of MUI's small outlined text field. */
export function OutlinedSearch({ label, placeholder, value, onChange, icon, className, hint }: SearchProps) {
  const id = useId();
  return (
    <div className={className}>
      <Frame id={id} label={label}>
        <div className={styles.inputRow}>
          {icon ? <span className={styles.adornment}>{icon}</span> : null}
          <input
            id={id}
            type="search"
            className={styles.input}
            placeholder={placeholder}
            autoComplete="off"
            value={value}
            aria-describedby={hint ? `${id}-hint` : undefined}
            onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
          />
        </div>
      </Frame>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
