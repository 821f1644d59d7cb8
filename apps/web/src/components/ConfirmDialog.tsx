import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';

interface ConfirmDialogProps {
  /** The sentence to confirm; null keeps the dialog closed. */
  text: string | null;
  title: string;
  confirmLabel: string;
  cancelLabel: string;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action that is hard to take back; "no" has the focus, so a stray Enter does nothing. */
export default function ConfirmDialog({
  text,
  title,
  confirmLabel,
  cancelLabel,
  pending = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  // the sentence stays while the dialog fades out after `text` went back to null
  const [shown, setShown] = useState(text);
  if (text !== null && text !== shown) setShown(text);
  return (
    <Dialog
      open={text !== null}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{shown}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending} autoFocus>
          {cancelLabel}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
