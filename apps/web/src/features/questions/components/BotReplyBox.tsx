import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Question } from '@rasti/contract/questions';
import { TIPLINE_LIMITS, TIPLINE_MESSAGES } from '@rasti/contract/tipline-messages';
import { type FormEvent, useState } from 'react';
import { errorDetail } from '../../../lib/api/errors';
import { useReplyToAsker } from '../api/reply-to-asker';

/**
 * The request page's 'پاسخ در پیام‌رسان' panel: for a question a tipline bot filed, a short reply the bot
 * sends to the asker's chat (the server queues and audits it; the chat is never shown here).
 */
export default function BotReplyBox({ question }: { question: Question }) {
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const reply = useReplyToAsker(question.id, {
    onSuccess: () => {
      setText('');
      setNotice({ ok: true, text: TIPLINE_MESSAGES.replyQueued });
    },
    onError: (error) => setNotice({ ok: false, text: errorDetail(error, TIPLINE_MESSAGES.replyNoChat) }),
  });
  if (question.channel === 'web') return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reply.isPending) return;
    if (!text.trim()) {
      setNotice({ ok: false, text: TIPLINE_MESSAGES.replyEmpty });
      return;
    }
    setNotice(null);
    reply.mutate(text.trim());
  };
  return (
    <Paper component="section" aria-labelledby="bot-reply-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="bot-reply-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {TIPLINE_MESSAGES.replyTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {TIPLINE_MESSAGES.replyHint}
      </Typography>
      {notice ? (
        <Alert severity={notice.ok ? 'success' : 'error'} sx={{ mb: 1.5 }}>
          {notice.text}
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate>
        <TextField
          label={TIPLINE_MESSAGES.replyLabel}
          value={text}
          onChange={(e) => setText(e.target.value)}
          multiline
          minRows={3}
          fullWidth
          slotProps={{ htmlInput: { maxLength: TIPLINE_LIMITS.replyChars } }}
        />
        <Button type="submit" variant="contained" loading={reply.isPending} fullWidth sx={{ mt: 1.5 }}>
          {TIPLINE_MESSAGES.replySend}
        </Button>
      </form>
    </Paper>
  );
}
