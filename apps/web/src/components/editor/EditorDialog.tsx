import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type ChangeEvent, type FormEvent, type ReactNode, useId, useRef } from 'react';
import { fileErrorMessage } from './import-file';
import { EDITOR_MESSAGES as M } from './messages';

interface EditorDialogProps {
  title: string;
  maxWidth: 'xs' | 'sm';
  /** the form was sent: the editor's own form is not sent with the page's form around it */
  onSubmit: () => void;
  onClose: () => void;
  /** an action before 'cancel' and 'save' (removing a link) */
  extraAction?: ReactNode;
  children: ReactNode;
}

/** The editor's dialogs (link, image): a titled form of fields with 'cancel' and 'save'. */
export function EditorDialog({
  title,
  maxWidth,
  onSubmit,
  onClose,
  extraAction,
  children,
}: EditorDialogProps) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    onSubmit();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          {extraAction}
          <Button onClick={onClose}>{M.cancel}</Button>
          <Button type="submit" variant="contained">
            {M.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

interface FilePickerOptions {
  accept: string;
  label: string;
  testId: string;
  /** reads the chosen file; an `EditorFileError` it throws is shown by `onError` */
  onFile: (file: File) => Promise<void>;
  onError: (message: string) => void;
}

/**
 * A hidden file input opened by a button of the editor's own: `open` clicks it, `input` is placed once.
 * The input is emptied after each choice, so choosing the same file again reads it again.
 */
export function useFilePicker({ accept, label, testId, onFile, onError }: FilePickerOptions) {
  const ref = useRef<HTMLInputElement>(null);
  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      await onFile(file);
    } catch (cause) {
      onError(fileErrorMessage(cause));
    }
  };
  const input = (
    <input
      ref={ref}
      type="file"
      accept={accept}
      hidden
      aria-label={label}
      data-testid={testId}
      onChange={onChange}
    />
  );
  return { open: () => ref.current?.click(), input };
}
