import type { SignInLink } from '@rasti/contract/accounts';
import { LIMITS } from '@rasti/contract/limits';
import { SIGN_IN_LINK_MESSAGES } from '@rasti/contract/messages';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { showToast } from '../../../lib/ui/toast';

interface SignInLinkDialogProps {
  /** whose link it is, as the list names them */
  name: string;
  link: SignInLink | null;
  onClose: () => void;
}

/** Shows a one-time sign-in link once, for the super admin to copy and hand over. */
export default function SignInLinkDialog({ name, link, onClose }: SignInLinkDialogProps) {
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      showToast(SIGN_IN_LINK_MESSAGES.copied);
    } catch {
      // no clipboard (an insecure page, a refused permission): the field stays selectable by hand
    }
  };
  return (
    <Dialog
      open={link !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="sign-in-link-title"
    >
      <DialogTitle id="sign-in-link-title">
        {SIGN_IN_LINK_MESSAGES.title}: {name}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {SIGN_IN_LINK_MESSAGES.explain(LIMITS.signInLinkMinutes)}
        </DialogContentText>
        <TextField
          value={link?.url ?? ''}
          label={SIGN_IN_LINK_MESSAGES.title}
          fullWidth
          multiline
          slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
          onFocus={(event) => event.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{SIGN_IN_LINK_MESSAGES.close}</Button>
        <Button variant="contained" onClick={copy}>
          {SIGN_IN_LINK_MESSAGES.copy}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
