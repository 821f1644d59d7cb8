import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { normalizeLink } from './editor-config';
import { EDITOR_MESSAGES as M } from './messages';

export interface LinkDialogProps {
  /** the link being edited, or '' for a new one */
  initialUrl: string;
  /** nothing is selected: ask for the words the link shows too */
  askText: boolean;
  onSubmit: (link: { href: string; text: string }) => void;
  onRemove?: () => void;
  onClose: () => void;
}

/** Asks for a link's address; only the spec's schemes are accepted (spec section 5). */
export function LinkDialog({ initialUrl, askText, onSubmit, onRemove, onClose }: LinkDialogProps) {
  const [url, setUrl] = useState(initialUrl);
  const [text, setText] = useState('');
  const [refused, setRefused] = useState(false);
  const titleId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const href = normalizeLink(url);
    if (!href) {
      setRefused(true);
      return;
    }
    onSubmit({ href, text: text.trim() });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{initialUrl ? M.linkEditTitle : M.linkTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={M.linkUrl}
              value={url}
              autoFocus
              required
              onChange={(event) => {
                setUrl(event.target.value);
                setRefused(false);
              }}
              error={refused}
              helperText={refused ? M.linkRefused : M.linkHelp}
              slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }}
            />
            {askText ? (
              <TextField label={M.linkText} value={text} onChange={(event) => setText(event.target.value)} />
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          {onRemove ? (
            <Button color="error" onClick={onRemove} sx={{ marginInlineEnd: 'auto' }}>
              {M.linkRemove}
            </Button>
          ) : null}
          <Button onClick={onClose}>{M.cancel}</Button>
          <Button type="submit" variant="contained">
            {M.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
