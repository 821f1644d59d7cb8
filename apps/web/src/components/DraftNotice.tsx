import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { DRAFT_TEXT, type FormDraft } from '../lib/hooks/use-form-draft';

/**
 * Says a form's earlier unsaved work was put back, with a way to throw it away; and that a chosen file is
 * too large to be kept with the draft.
 */
export function DraftNotice({ draft }: { draft: FormDraft }) {
  const tooLarge = draft.fileNotKept ? (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="draft-file-not-kept">
      {draft.fileNotKept}
    </Alert>
  ) : null;
  if (!draft.restored) return tooLarge;
  return (
    <>
      {tooLarge}
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
    </>
  );
}
