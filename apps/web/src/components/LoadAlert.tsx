import Alert, { type AlertProps } from '@mui/material/Alert';
import { RetryButton } from './RetryButton';

type LoadAlertProps = {
  severity: AlertProps['severity'];
  message: string;
  query: { refetch: () => unknown; isFetching: boolean };
  className?: string;
  sx?: AlertProps['sx'];
};

/**
 * A failed load's alert with its 'تلاش دوباره' button. Pages that show it only after a failure import it
 * lazily, so the alert's code is not part of their first download.
 */
export default function LoadAlert({ severity, message, query, className, sx }: LoadAlertProps) {
  return (
    <Alert severity={severity} className={className} sx={sx} action={<RetryButton query={query} />}>
      {message}
    </Alert>
  );
}
