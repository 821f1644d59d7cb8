import type { ReactNode } from 'react';
import { cx } from '../styles/cx';
import { ErrorOutlineIcon, InfoOutlinedIcon, ReportProblemOutlinedIcon, SuccessOutlinedIcon } from './icons';
import styles from './PlainAlert.module.css';

export type Severity = 'error' | 'warning' | 'info' | 'success';

const ICONS = {
  error: ErrorOutlineIcon,
  warning: ReportProblemOutlinedIcon,
  info: InfoOutlinedIcon,
  success: SuccessOutlinedIcon,
} as const;

type PlainAlertProps = {
  severity?: Severity;
  /** a button at the end ('تلاش دوباره') */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
};

/**
 * A message box drawn as MUI's standard Alert draws it (its colours, icon and spacing), with static classes
 * instead of the Alert and Paper code: `role="alert"` as MUI gives it.
 */
export function PlainAlert({ severity = 'success', action, className, children }: PlainAlertProps) {
  const Icon = ICONS[severity];
  return (
    <div role="alert" className={cx(styles.alert, styles[severity], className)}>
      <div className={styles.icon}>
        <Icon fontSize="inherit" />
      </div>
      <div className={styles.message}>{children}</div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
