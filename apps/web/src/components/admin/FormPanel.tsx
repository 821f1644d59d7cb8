import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createContext, type FormEvent, type ReactNode, useContext, useEffect, useId, useRef } from 'react';
import type { FormDraft } from '../../lib/hooks/use-form-draft';
import { DraftNotice } from '../DraftNotice';

interface FormPanelProps {
  title: string;
  /** the heading's id (the section is labelled by it); one of its own when not given */
  headingId?: string;
  /** the frame: outlined, or raised (the default) */
  variant?: 'elevation' | 'outlined';
  children: ReactNode;
}

/**
 * A staff screen's inline add/edit panel: a section named by its heading, which takes the focus when
 * the panel opens, so keyboard and screen-reader users land on it.
 */
export function FormPanel({ title, headingId, variant, children }: FormPanelProps) {
  const ownId = useId();
  const id = headingId ?? `${ownId}-title`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <Paper component="section" aria-labelledby={id} variant={variant} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography
        id={id}
        ref={headingRef}
        tabIndex={-1}
        component="h2"
        variant="h6"
        sx={{ mb: 2, outline: 'none' }}
      >
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

interface PanelFormProps {
  onSubmit: (event: FormEvent) => void;
  /** the form's kept unsaved work: its notice comes first */
  draft: FormDraft;
  /** a failure that belongs to no field, shown above the fields */
  error?: string | null;
  children: ReactNode;
}

/** The draft of the panel form around: its FormButtons' cancel throws it away. */
const PanelDraft = createContext<FormDraft | null>(null);

/** The form of a panel: the draft notice, a failure that belongs to no field, then the fields. */
export function PanelForm({ onSubmit, draft, error, children }: PanelFormProps) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2.5}>
        <DraftNotice draft={draft} />
        {error ? <Alert severity="error">{error}</Alert> : null}
        <PanelDraft.Provider value={draft}>{children}</PanelDraft.Provider>
      </Stack>
    </Box>
  );
}

/**
 * A form's button words (its feature's *_TEXT): cancel, and one submit word, or one for adding and one
 * for saving an edit.
 */
export type FormButtonsText = { cancel: string } & (
  | { submit: string }
  | { submitNew: string; submitEdit: string }
);

interface FormButtonsProps {
  text: FormButtonsText;
  /** adding a row (the submit says submitNew) rather than editing one (submitEdit) */
  creating?: boolean;
  pending: boolean;
  onCancel: () => void;
  submitDisabled?: boolean;
}

/**
 * A panel form's last line: cancel (dropping the form's kept draft) and submit (spinning while it saves).
 * It stands inside a PanelForm, whose draft it discards.
 */
export function FormButtons({ text, creating = false, pending, onCancel, submitDisabled }: FormButtonsProps) {
  const draft = useContext(PanelDraft);
  const submitLabel = 'submit' in text ? text.submit : creating ? text.submitNew : text.submitEdit;
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button
        onClick={() => {
          draft?.discard();
          onCancel();
        }}
        disabled={pending}
      >
        {text.cancel}
      </Button>
      <Button type="submit" variant="contained" disabled={submitDisabled} loading={pending}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
