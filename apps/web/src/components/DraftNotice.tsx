import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { DRAFT_TEXT, type FormDraft } from '../lib/hooks/use-form-draft';

/** Says a form's earlier unsaved work was put back, with a way to throw it away. */
export function DraftNotice({ draft }: { draft: FormDraft }) {
  if (!draft.restored) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={draft.discard}>
          {DRAFT_TEXT.discard}
        </Button>
      }
    >
      {DRAFT_TEXT.restored}
    </Alert>
  );
}
