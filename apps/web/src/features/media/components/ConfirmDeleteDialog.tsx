import type { Media } from '@rasti/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { MEDIA_TEXT } from '../messages';

interface ConfirmDeleteDialogProps {
  outlet: Media | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an outlet is deleted; "no" has the focus, so a stray Enter deletes nothing. */
export default function ConfirmDeleteDialog({
  outlet,
  pending,
  onConfirm,
  onClose,
}: ConfirmDeleteDialogProps) {
  const titleId = useId();
  const textId = useId();
  // the name stays while the dialog fades out after `outlet` went back to null
  const [shown, setShown] = useState(outlet);
  if (outlet && outlet !== shown) setShown(outlet);
  return (
    <Dialog
      open={outlet !== null}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{MEDIA_TEXT.confirmTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{shown ? MEDIA_TEXT.confirmText(shown.name) : ''}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending} autoFocus>
          {MEDIA_TEXT.confirmNo}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} loading={pending}>
          {MEDIA_TEXT.confirmYes}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
