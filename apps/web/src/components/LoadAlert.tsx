import { PlainAlert, type Severity } from './PlainAlert';
import { RetryButton } from './RetryButton';

type LoadAlertProps = {
  severity: Severity;
  message: string;
  query: { refetch: () => unknown; isFetching: boolean };
  className?: string;
};

/**
 * A failed load's alert with its 'تلاش دوباره' button. Pages that show it only after a failure import it
 * lazily, so the alert's code is not part of their first download.
 */
export default function LoadAlert({ severity, message, query, className }: LoadAlertProps) {
  return (
    <PlainAlert severity={severity} className={className} action={<RetryButton query={query} />}>
      {message}
    </PlainAlert>
  );
}
