import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { LIMITS } from '@rasti/contract/limits';

export type ToastProps = {
  /** Nothing is shown while this is null or empty. */
  message: string | null;
  onClose: () => void;
};

type ToastViewProps = ToastProps & { severity: 'success' | 'error' };

/**
 * The toast itself: MUI's snackbar and alert. Its own chunk, fetched the first time a message is shown,
 * so the first page carries none of the snackbar, alert and transition code.
 */
export default function ToastView({ message, onClose, severity }: ToastViewProps) {
  return (
    <Snackbar
      open={Boolean(message)}
      autoHideDuration={LIMITS.toastMs}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={severity}
        variant="filled"
        onClose={onClose}
        role={severity === 'success' ? 'status' : 'alert'}
        sx={{ width: '100%' }}
      >
        {message}
      </Alert>
    </Snackbar>
  );
}
