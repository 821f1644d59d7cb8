import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toLatinDigits, toPersianDigits } from '@rasti/contract/persian';
import { QUESTION_GROUP_MESSAGES } from '@rasti/contract/question-messages';
import type { Question } from '@rasti/contract/questions';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorDetail } from '../../../lib/api/errors';
import { groupQuestionsQueryOptions } from '../api/list-questions';
import { useMoveQuestionGroup } from '../api/move-question-group';

/**
 * The request page's 'گروه' panel: the other questions of this question's group, each a link;
 * 'خارج کردن از گروه'; and moving the question into the group of another question by its number.
 */
export default function GroupPanel({ question }: { question: Question }) {
  const [target, setTarget] = useState('');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const members = useQuery({
    ...groupQuestionsQueryOptions(question.group ?? 0),
    enabled: question.group !== null,
  });
  const move = useMoveQuestionGroup(question.id, {
    onSuccess: () => {
      setTarget('');
      setNotice({ ok: true, text: QUESTION_GROUP_MESSAGES.moved });
    },
    onError: (error) =>
      setNotice({ ok: false, text: errorDetail(error, QUESTION_GROUP_MESSAGES.moveFailed) }),
  });
  const others = (members.data?.items ?? []).filter((q) => q.id !== question.id);
  const targetId = Number(toLatinDigits(target.trim()));
  const validTarget = Number.isInteger(targetId) && targetId > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validTarget || move.isPending) return;
    setNotice(null);
    move.mutate({ question: targetId });
  };

  return (
    <Paper component="section" aria-labelledby="group-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="group-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {QUESTION_GROUP_MESSAGES.panelTitle}
        {question.group !== null ? ` ${toPersianDigits(question.group)}` : ''}
      </Typography>
      {notice ? (
        <Alert severity={notice.ok ? 'success' : 'error'} sx={{ mb: 1.5 }}>
          {notice.text}
        </Alert>
      ) : null}
      {question.group === null ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {QUESTION_GROUP_MESSAGES.alone}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {QUESTION_GROUP_MESSAGES.demand(question.demand)}
          </Typography>
          <Box component="ul" sx={{ m: 0, mb: 1.5, pl: 0, pr: 2.5, display: 'grid', gap: 0.5 }}>
            {others.map((q) => (
              <li key={q.id}>
                <Link component={RouterLink} to={`/manage-user-request/${q.id}`} variant="body2">
                  {toPersianDigits(q.id)}. {q.title}
                </Link>
              </li>
            ))}
          </Box>
          <Button
            variant="outlined"
            color="secondary"
            size="small"
            fullWidth
            disabled={move.isPending}
            onClick={() => {
              setNotice(null);
              move.mutate({ group: null });
            }}
            sx={{ mb: 2 }}
          >
            {QUESTION_GROUP_MESSAGES.removeFromGroup}
          </Button>
        </>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        // on a phone the field takes the whole width, so its label is never cut; the button goes under it
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 1,
          alignItems: { xs: 'stretch', sm: 'flex-start' },
        }}
      >
        <TextField
          label={QUESTION_GROUP_MESSAGES.moveToGroup}
          value={target}
          onChange={(e) => setTarget(e.target.value)}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
        />
        <Button
          type="submit"
          variant="contained"
          size="small"
          disabled={!validTarget}
          loading={move.isPending}
        >
          {QUESTION_GROUP_MESSAGES.moveButton}
        </Button>
      </Box>
    </Paper>
  );
}
