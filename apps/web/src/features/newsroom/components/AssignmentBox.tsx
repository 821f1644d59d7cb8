import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AssignmentState } from '@rasti/contract/newsroom';
import type { WorkKind } from '@rasti/contract/newsroom-messages';
import { NEWSROOM_MESSAGES } from '@rasti/contract/newsroom-messages';
import { can } from '@rasti/contract/permissions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { JalaliDatePicker } from '../../../components/JalaliDatePicker';
import { errorDetail } from '../../../lib/api/errors';
import { useSession } from '../../../lib/auth/session';
import { formatJalaliDate } from '../../../lib/jalali';
import { assignWork, dueToUnix, newsroomKeys, staffQueryOptions, unixToDue } from '../api';
import { NEWSROOM_TEXT } from '../messages';

export type AssignmentBoxProps = {
  kind: WorkKind;
  /** the subject's or review's id, or a question's (its group is assigned) */
  id: number;
  state: AssignmentState;
  /** the item's queries to refresh after a change */
  onSaved?: (state: AssignmentState) => void;
};

/**
 * Who is on an item and by when (ADR 33). Roles 2 and 3 pick anyone and a due date; roles 4 and 5 may
 * take an item nobody is on for themselves; everyone else only reads it.
 */
export default function AssignmentBox({ kind, id, state: initial, onSaved }: AssignmentBoxProps) {
  const { user } = useSession();
  const role = user?.role ?? null;
  const assigns = can(role, 'work.assign');
  const takes = can(role, 'work.take');
  const [state, setState] = useState(initial);
  const [assignee, setAssignee] = useState<number | ''>(initial.assignee?.id ?? '');
  const [due, setDue] = useState<number | null>(dueToUnix(initial.due));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const staff = useQuery({ ...staffQueryOptions(), enabled: assigns });
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: { assignee?: number | ''; due?: string }) => assignWork(kind, id, body),
    onSuccess: (saved) => {
      setState(saved);
      setAssignee(saved.assignee?.id ?? '');
      setDue(dueToUnix(saved.due));
      setMessage({ ok: true, text: NEWSROOM_TEXT.saved });
      void queryClient.invalidateQueries({ queryKey: newsroomKeys.all });
      onSaved?.(saved);
    },
    onError: (error) => setMessage({ ok: false, text: errorDetail(error, NEWSROOM_TEXT.saveFailed) }),
  });

  const current = state.assignee ? state.assignee.full_name : NEWSROOM_MESSAGES.unassigned;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2 }}
      component="section"
      aria-labelledby={`assignment-${kind}-${id}`}
    >
      <Typography
        id={`assignment-${kind}-${id}`}
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 700, mb: 1 }}
      >
        {NEWSROOM_TEXT.assignmentTitle}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {NEWSROOM_MESSAGES.assignee}: <strong>{current}</strong>
        {state.due ? ` · ${NEWSROOM_MESSAGES.due}: ${formatJalaliDate(dueToUnix(state.due)!)}` : ''}
      </Typography>
      {assigns ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            select
            label={NEWSROOM_MESSAGES.assignee}
            value={staff.data ? assignee : ''}
            onChange={(e) => setAssignee(e.target.value === '' ? '' : Number(e.target.value))}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">{NEWSROOM_MESSAGES.unassigned}</MenuItem>
            {(staff.data ?? []).map((member) => (
              <MenuItem key={member.id} value={member.id}>
                {member.full_name}
              </MenuItem>
            ))}
          </TextField>
          <JalaliDatePicker label={NEWSROOM_MESSAGES.due} value={due} onChange={setDue} allowFuture />
          <Button
            variant="contained"
            disabled={save.isPending}
            onClick={() => save.mutate({ assignee, due: unixToDue(due) })}
            sx={{ minWidth: 120, mt: { sm: 1 } }}
          >
            {NEWSROOM_MESSAGES.assign}
          </Button>
        </Stack>
      ) : null}
      {!assigns && takes && state.assignee === null && user ? (
        <Button
          variant="contained"
          disabled={save.isPending}
          onClick={() => save.mutate({ assignee: user.id })}
        >
          {NEWSROOM_MESSAGES.take}
        </Button>
      ) : null}
      {message ? (
        <Alert severity={message.ok ? 'success' : 'error'} sx={{ mt: 1 }} role="status">
          {message.text}
        </Alert>
      ) : null}
    </Paper>
  );
}
