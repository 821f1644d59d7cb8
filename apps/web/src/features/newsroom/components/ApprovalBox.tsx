import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Approval, APPROVAL_LABELS, NEWSROOM_MESSAGES } from '@rasti/contract/newsroom-messages';
import type { StaffReviewDetail } from '@rasti/contract/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorDetail } from '../../../lib/api/errors';
import { approveReview, newsroomKeys, sendBackReview } from '../api';
import { NEWSROOM_TEXT } from '../messages';

export type ApprovalBoxProps = {
  review: Pick<StaffReviewDetail, 'id' | 'approval' | 'approval_note' | 'can_approve'>;
  onChanged: (saved: StaffReviewDetail) => void;
};

/**
 * The second pair of eyes (ADR 33) on the review form: the author reads that it waits, or the note it
 * was sent back with; an editor or an admin publishes it or sends it back with a note.
 */
export default function ApprovalBox({ review, onChanged }: ApprovalBoxProps) {
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const queryClient = useQueryClient();
  const done = (text: string) => (saved: StaffReviewDetail) => {
    setMessage({ ok: true, text });
    void queryClient.invalidateQueries({ queryKey: newsroomKeys.all });
    onChanged(saved);
  };
  const failed = (error: Error) =>
    setMessage({ ok: false, text: errorDetail(error, NEWSROOM_TEXT.saveFailed) });
  const approve = useMutation({
    mutationFn: () => approveReview(review.id),
    onSuccess: done(NEWSROOM_TEXT.published),
    onError: failed,
  });
  const back = useMutation({
    mutationFn: () => sendBackReview(review.id, note),
    onSuccess: done(NEWSROOM_TEXT.sentBack),
    onError: failed,
  });
  if (review.approval === null && !message) return null;

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby="approval-heading">
      <Typography id="approval-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {NEWSROOM_TEXT.approvalTitle}
        {review.approval !== null ? ` · ${APPROVAL_LABELS[review.approval as Approval]}` : ''}
      </Typography>
      {review.approval === Approval.Waiting && !review.can_approve ? (
        <Typography variant="body2">{NEWSROOM_TEXT.waitingHint}</Typography>
      ) : null}
      {review.approval === Approval.Returned ? (
        <Alert severity="warning">
          {NEWSROOM_TEXT.returnedHint} {review.approval_note}
        </Alert>
      ) : null}
      {review.can_approve ? (
        <Stack spacing={2}>
          <TextField
            label={NEWSROOM_TEXT.note}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            multiline
            minRows={2}
          />
          <Stack direction="row" spacing={2}>
            <Button
              variant="contained"
              color="success"
              disabled={approve.isPending}
              onClick={() => approve.mutate()}
            >
              {NEWSROOM_MESSAGES.approve}
            </Button>
            <Button
              variant="outlined"
              color="warning"
              disabled={back.isPending}
              onClick={() =>
                note.trim() ? back.mutate() : setMessage({ ok: false, text: NEWSROOM_MESSAGES.noteRequired })
              }
            >
              {NEWSROOM_MESSAGES.sendBack}
            </Button>
          </Stack>
        </Stack>
      ) : null}
      {message ? (
        <Alert severity={message.ok ? 'success' : 'error'} sx={{ mt: 1 }} role="status">
          {message.text}
        </Alert>
      ) : null}
    </Paper>
  );
}
