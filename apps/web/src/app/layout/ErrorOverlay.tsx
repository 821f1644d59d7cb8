import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useGlobalError } from '../../lib/ui/global-error';

/** Shown over everything while a global error is set. */
export function ErrorOverlay() {
  const { error, clearError } = useGlobalError();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={error !== null}
      onClose={clearError}
      aria-labelledby={titleId}
      aria-describedby={textId}
      slotProps={{ paper: { role: 'alertdialog' } }}
    >
      <DialogTitle id={titleId}>خطا</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{error}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => window.location.reload()}>بارگذاری دوباره</Button>
        <Button variant="contained" onClick={clearError} autoFocus>
          بستن
        </Button>
      </DialogActions>
    </Dialog>
  );
}
