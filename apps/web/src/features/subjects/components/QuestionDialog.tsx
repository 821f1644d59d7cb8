import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { SUBJECT_PAGE_TEXT } from '../messages';

type QuestionDialogProps = {
  /** the question shown, or null while closed (the dialog stays mounted for its closing transition) */
  question: { title: string } | null;
  titleId: string;
  onClose: () => void;
  /** the asker and the full text */
  children: ReactNode;
};

/**
 * A reader's question in full, over the whole screen. Its own chunk, loaded the first time a card is opened,
 * so a subject page renders no dialog (nor its style code) until then.
 */
export default function QuestionDialog({ question, titleId, onClose, children }: QuestionDialogProps) {
  return (
    <Dialog open={question !== null} onClose={onClose} fullScreen aria-labelledby={titleId}>
      {question ? (
        <>
          <DialogTitle id={titleId}>{question.title}</DialogTitle>
          <DialogContent dividers>{children}</DialogContent>
          <DialogActions>
            <Button onClick={onClose} variant="contained" autoFocus>
              {SUBJECT_PAGE_TEXT.closeQuestion}
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
