import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { QUESTION_LIMITS } from '@rasti/contract/question-messages';
import { useId, useState } from 'react';
import { ASK_TEXT } from '../messages';

export type AskChoice = 'anonymous' | 'login';

interface AskDialogProps {
  open: boolean;
  /** which choice is being sent, to show its button busy */
  pending: AskChoice | null;
  error: string | null;
  onChoose: (choice: AskChoice, displayName: string) => void;
  onClose: () => void;
}

/** The two ways to send, the main one last. */
const CHOICES = [
  { choice: 'anonymous', variant: 'outlined', label: ASK_TEXT.sendAnonymously },
  { choice: 'login', variant: 'contained', label: ASK_TEXT.loginOrRegister },
] as const;

/**
 * A guest's choice once the form is valid (spec section 4): send anonymously, with an optional display
 * name, or log in / register so the question lands on their profile.
 */
export default function AskDialog({ open, pending, error, onChoose, onClose }: AskDialogProps) {
  const [displayName, setDisplayName] = useState('');
  const titleId = useId();
  const textId = useId();
  const busy = pending !== null;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{ASK_TEXT.dialogTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          {ASK_TEXT.dialogText}
        </DialogContentText>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        <TextField
          label={ASK_TEXT.displayNameLabel}
          value={displayName}
          onChange={(e) => setDisplayName(e.target.value)}
          fullWidth
          slotProps={{ htmlInput: { maxLength: QUESTION_LIMITS.fullName, autoComplete: 'nickname' } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          {ASK_TEXT.cancel}
        </Button>
        {CHOICES.map(({ choice, variant, label }) => (
          <Button
            key={choice}
            variant={variant}
            onClick={() => onChoose(choice, displayName)}
            disabled={busy && pending !== choice}
            loading={pending === choice}
          >
            {label}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}
