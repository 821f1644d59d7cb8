import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { EditorDialog } from './EditorDialog';
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

  const submit = () => {
    const href = normalizeLink(url);
    if (!href) {
      setRefused(true);
      return;
    }
    onSubmit({ href, text: text.trim() });
  };

  return (
    <EditorDialog
      title={initialUrl ? M.linkEditTitle : M.linkTitle}
      maxWidth="xs"
      onSubmit={submit}
      onClose={onClose}
      extraAction={
        onRemove ? (
          <Button color="error" onClick={onRemove} sx={{ marginInlineEnd: 'auto' }}>
            {M.linkRemove}
          </Button>
        ) : null
      }
    >
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
    </EditorDialog>
  );
}
