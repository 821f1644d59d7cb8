import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@rasti/contract/limits';
import { askMissingMessage, QUESTION_MESSAGES } from '@rasti/contract/question-messages';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeading } from '../../../components/PageHeading';
import { useSession } from '../../../lib/auth/session';
import { storeTemporaryToken } from '../../accounts/index';
import { useAskQuestion } from '../api/ask-question';
import { errorDetail } from '../../../lib/api/errors';
import AskDialog, { type AskChoice } from '../components/AskDialog';
import PicturePicker from '../components/PicturePicker';
import { QuestionTextField } from '../components/QuestionTextField';
import SimilarSuggestions from '../components/SimilarSuggestions';
import { ASK_TEXT } from '../messages';

const EMPTY = { title: '', summary: '', resource: '' };

// The form's draft lives in this tab's sessionStorage: a reader who opens a suggested answer
// and comes back finds what they wrote; a sent question clears it.
const DRAFT_KEY = 'rasti.ask-draft';

function readAskDraft(): typeof EMPTY | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const kept = JSON.parse(raw) as Partial<typeof EMPTY>;
    return {
      title: String(kept.title ?? ''),
      summary: String(kept.summary ?? ''),
      resource: String(kept.resource ?? ''),
    };
  } catch {
    return null;
  }
}

function writeAskDraft(values: typeof EMPTY): void {
  try {
    if (values.title || values.summary || values.resource) {
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
    } else sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // storage disabled: the form works without a draft
  }
}

/**
 * The ask form of visitors and role 1 (spec sections 2, 4 and 5). A signed-in user sends at once; a
 * guest chooses in a dialog between sending anonymously and logging in, which sends first and keeps
 * the temporary token for the login page to attach.
 */
export default function AskPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY);
  // the chosen pictures stay out of the draft: files cannot be kept in sessionStorage
  const [pictures, setPictures] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const ask = useAskQuestion();
  const [draftRead, setDraftRead] = useState(false);

  // the draft comes back after the first render (the server's page has none), then every change is kept
  useEffect(() => {
    const kept = readAskDraft();
    if (kept) setValues(kept);
    setDraftRead(true);
  }, []);
  useEffect(() => {
    if (draftRead) writeAskDraft(values);
  }, [values, draftRead]);

  // the success message stays 2 s, then home (spec section 9)
  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => navigate('/'), LIMITS.askRedirectMs);
    return () => window.clearTimeout(timer);
  }, [sent, navigate]);

  const missing = tried ? askMissingMessage(values.title, values.summary) : null;
  const titleMissing = tried && values.title.trim() === '';
  const reasonMissing = tried && values.summary.trim() === '';

  const change = (field: keyof typeof EMPTY) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setFailure(null);
    setSent(false);
  };
  /** A question box bound to its value in the form. */
  const bound = (field: keyof typeof EMPTY) => ({ field, value: values[field], onText: change(field) });

  const send = (choice: AskChoice | null, fullName = '') => {
    setFailure(null);
    ask.mutate(
      { ...values, pictures, fullName, choice: choice ?? undefined },
      {
        onSuccess: (answer) => {
          if (choice === 'login') {
            writeAskDraft(EMPTY);
            setDraftRead(false);
            if (answer.temporary_token) storeTemporaryToken(answer.temporary_token);
            navigate('/login');
            return;
          }
          setDialogOpen(false);
          setValues(EMPTY);
          setPictures([]);
          setTried(false);
          setSent(true);
        },
        onError: (error) => setFailure(errorDetail(error, QUESTION_MESSAGES.sendFailed)),
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (askMissingMessage(values.title, values.summary) || ask.isPending) return;
    if (session.isAuthenticated) send(null);
    else {
      setFailure(null);
      setDialogOpen(true);
    }
  };

  const pendingChoice = ask.isPending ? (ask.variables?.choice ?? null) : null;

  return (
    <>
      <PageHeading title={ASK_TEXT.title} />
      <Paper component="section" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {ASK_TEXT.intro}
        </Typography>
        <noscript>
          <p role="note">{ASK_TEXT.needsScript}</p>
        </noscript>
        <Box component="form" noValidate onSubmit={submit} aria-label={ASK_TEXT.formLabel}>
          <Stack spacing={2.5}>
            <QuestionTextField
              {...bound('title')}
              label={ASK_TEXT.titleLabel}
              error={titleMissing}
              required
            />
            <PicturePicker
              pictures={pictures}
              onChange={(next) => {
                setPictures(next);
                setFailure(null);
                setSent(false);
              }}
            />
            <SimilarSuggestions text={values.title} pictures={pictures} />
            <QuestionTextField
              {...bound('summary')}
              label={ASK_TEXT.reasonLabel}
              error={reasonMissing}
              required
            />
            <QuestionTextField
              {...bound('resource')}
              label={ASK_TEXT.sourcesLabel}
              helperText={ASK_TEXT.sourcesHint}
            />
            {missing ? <Alert severity="error">{missing}</Alert> : null}
            {failure && !dialogOpen ? <Alert severity="error">{failure}</Alert> : null}
            {sent ? (
              <Alert severity="success" role="status">
                {QUESTION_MESSAGES.sent}
              </Alert>
            ) : null}
            <Box>
              <Button
                type="submit"
                variant="contained"
                size="large"
                loading={ask.isPending && pendingChoice === null}
                sx={{ minWidth: { xs: '100%', sm: 200 } }}
              >
                {ASK_TEXT.submit}
              </Button>
            </Box>
          </Stack>
        </Box>
      </Paper>
      <AskDialog
        open={dialogOpen}
        pending={pendingChoice}
        error={dialogOpen ? failure : null}
        onChoose={(choice, name) => send(choice, name)}
        onClose={() => setDialogOpen(false)}
      />
    </>
  );
}
