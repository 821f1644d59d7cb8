import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { LIMITS } from '@rasti/contract/limits';
import { dismissToast, toastSeverity, useToastMessage } from '../lib/ui/toast';

export { showToast, toastSeverity } from '../lib/ui/toast';

type ToastProps = {
  /** Nothing is shown while this is null or empty. */
  message: string | null;
  onClose: () => void;
};

/** A short message that closes itself after 5 s: green for a success, red otherwise. */
export function Toast({ message, onClose }: ToastProps) {
  const severity = message ? toastSeverity(message) : 'error';
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

/** The app-wide toast that `showToast` fills; mounted once by the root layout. */
export function GlobalToast() {
  const toast = useToastMessage();
  return <Toast key={toast?.id} message={toast?.text ?? null} onClose={dismissToast} />;
}
