import { VALIDATION } from '@rasti/contract/messages';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { errorDetail, fieldErrors } from '../../../lib/api/errors';
import { useMe, useSaveMe } from '../api/me';
import { ACCOUNT_TEXT } from '../messages';

/**
 * A signed-in user without a first or last name must give both before using the portal
 * (spec section 2). The dialog has no onClose: neither Escape nor a backdrop click dismisses it;
 * it disappears once the saved user has both names.
 */
export default function NameGate() {
  const me = useMe();
  const user = me.data;
  const open = Boolean(user && (!user.first_name.trim() || !user.last_name.trim()));
  return open && user ? (
    <NameDialog userId={user.id} initialFirst={user.first_name} initialLast={user.last_name} />
  ) : null;
}

function NameDialog({
  userId,
  initialFirst,
  initialLast,
}: {
  userId: number;
  initialFirst: string;
  initialLast: string;
}) {
  const [firstName, setFirstName] = useState(initialFirst);
  const [lastName, setLastName] = useState(initialLast);
  const save = useSaveMe();
  const errors = save.isError ? fieldErrors(save.error) : {};
  const general = save.isError ? errorDetail(save.error, ACCOUNT_TEXT.saveProfileFailed) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const first = firstName.trim();
    const last = lastName.trim();
    // Spec section 5: with either name blank the send button does nothing.
    if (!first || !last || save.isPending) return;
    const body = new FormData();
    body.set('first_name', first);
    body.set('last_name', last);
    save.mutate({ id: userId, body });
  };

  return (
    <Dialog
      open
      aria-labelledby="name-gate-title"
      aria-describedby="name-gate-prompt"
      fullWidth
      maxWidth="xs"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="name-gate-title">{ACCOUNT_TEXT.nameGateTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id="name-gate-prompt" sx={{ mb: 2 }}>
            {VALIDATION.namePrompt}
          </DialogContentText>
          {general && !errors.first_name && !errors.last_name ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {general}
            </Alert>
          ) : null}
          <Stack spacing={2}>
            <TextField
              label={ACCOUNT_TEXT.firstName}
              value={firstName}
              onChange={(e) => setFirstName(e.target.value)}
              error={Boolean(errors.first_name)}
              helperText={errors.first_name}
              required
              autoFocus
              fullWidth
              slotProps={{ htmlInput: { autoComplete: 'given-name' } }}
            />
            <TextField
              label={ACCOUNT_TEXT.lastName}
              value={lastName}
              onChange={(e) => setLastName(e.target.value)}
              error={Boolean(errors.last_name)}
              helperText={errors.last_name}
              required
              fullWidth
              slotProps={{ htmlInput: { autoComplete: 'family-name' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {ACCOUNT_TEXT.send}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
