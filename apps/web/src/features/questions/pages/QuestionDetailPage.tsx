import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@rasti/contract/limits';
import { USER_MESSAGES } from '@rasti/contract/messages';
import { askMissingMessage, QUESTION_MESSAGES } from '@rasti/contract/question-messages';
import type { Question } from '@rasti/contract/questions';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import ConfirmDialog from '../../../components/ConfirmDialog';
import { DraftNotice } from '../../../components/DraftNotice';
import { PageHeading } from '../../../components/PageHeading';
import { useFormDraft } from '../../../lib/hooks/use-form-draft';
import { toastSeverity } from '../../../lib/ui/toast';
import { errorDetail } from '../../../lib/api/errors';
import { useToggleAskerBlock } from '../api/block-asker';
import { useDeactivateQuestion } from '../api/deactivate-question';
import { questionQueryOptions } from '../api/list-questions';
import { type QuestionSave, useUpdateQuestion } from '../api/update-question';
import { requesterName } from '../components/QuestionsTable';
import BotReplyBox from '../components/BotReplyBox';
import GroupPanel from '../components/GroupPanel';
import QuestionPictures from '../components/QuestionPictures';
import RequesterBox from '../components/RequesterBox';
import SubjectPicker, { type PickedSubject } from '../components/SubjectPicker';
import { QuestionTextField } from '../components/QuestionTextField';
import { DETAIL_TEXT, GROUP_LINK_TEXT } from '../messages';
import { AssignmentBox } from '../../newsroom';

const linkedOf = (q: Question): PickedSubject | null =>
  q.news_subject === null ? null : { id: q.news_subject, title: q.news_subject_title ?? '' };

/**
 * One user report for roles 2 and 3 (spec sections 2 and 4): title, reason and source, the linked subject,
 * the requester with the block / activate button, and the delete (deactivate) confirmation. Edit and
 * delete exist only while the report is shown. A save or a deactivation returns to /ask-me after 5 s.
 */
export default function QuestionDetailPage() {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const validId = Number.isInteger(id) && id > 0;
  const question = useQuery({ ...questionQueryOptions(id), enabled: validId });

  return (
    <Box>
      <PageHeading title={DETAIL_TEXT.title} />
      <Button component={RouterLink} to="/ask-me" startIcon={<ArrowForwardIcon />} sx={{ mb: 2 }}>
        {DETAIL_TEXT.back}
      </Button>
      {!validId ? <Alert severity="error">{DETAIL_TEXT.invalidId}</Alert> : null}
      {validId && question.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={DETAIL_TEXT.title} />
        </Box>
      ) : null}
      {question.isError ? (
        <Alert severity="error">{errorDetail(question.error, QUESTION_MESSAGES.loadOneFailed)}</Alert>
      ) : null}
      {question.data ? (
        <AssignmentBox
          kind="g"
          id={question.data.id}
          state={{ assignee: question.data.assignee ?? null, due: question.data.due ?? null }}
        />
      ) : null}
      {question.data ? <ReportView key={question.data.id} question={question.data} /> : null}
    </Box>
  );
}

/** A question box of the staff's edit: required, and marked while it is empty. */
const requiredBox = (field: 'title' | 'summary', value: string, onText: (text: string) => void) => ({
  field,
  value,
  onText,
  error: value.trim() === '',
  required: true,
});

function ReportView({ question }: { question: Question }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(question.title);
  const [summary, setSummary] = useState(question.summary);
  const [subject, setSubject] = useState<PickedSubject | null>(linkedOf(question));
  const draft = useFormDraft({
    form: `question:${question.id}`,
    values: { editing, title, summary, subject },
    // the report as saved now: after a save the form matches it again
    initial: {
      editing: false,
      title: question.title,
      summary: question.summary,
      subject: linkedOf(question),
    },
    restore: (kept) => {
      setEditing(kept.editing);
      setTitle(kept.title);
      setSummary(kept.summary);
      setSubject(kept.subject);
    },
  });
  // a link made here goes to the whole group unless staff untick it
  const [wholeGroup, setWholeGroup] = useState(true);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  // after a save or a deactivation the inbox comes back in 5 s (spec section 9)
  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(() => navigate('/ask-me'), LIMITS.reportRedirectMs);
    return () => window.clearTimeout(timer);
  }, [leaving, navigate]);

  const save = useUpdateQuestion(question.id, {
    onSuccess: ({ group_linked: groupLinked, ...saved }) => {
      draft.clear();
      setEditing(false);
      setNotice(
        groupLinked === undefined
          ? QUESTION_MESSAGES.saved
          : saved.news_subject === null
            ? GROUP_LINK_TEXT.unlinked
            : GROUP_LINK_TEXT.linked(groupLinked),
      );
      setLeaving(true);
    },
    onError: (error) => setNotice(errorDetail(error, QUESTION_MESSAGES.saveFailed)),
  });
  const remove = useDeactivateQuestion(question.id, {
    onSuccess: () => {
      setConfirmOpen(false);
      setEditing(false);
      setNotice(QUESTION_MESSAGES.deactivated);
      setLeaving(true);
    },
    onError: (error) => {
      setConfirmOpen(false);
      setNotice(errorDetail(error, QUESTION_MESSAGES.deleteFailed));
    },
  });
  // blocking locks the asker out: it is confirmed, naming them; activating is not
  const [confirmBlock, setConfirmBlock] = useState(false);
  const block = useToggleAskerBlock(question.id, {
    onSuccess: (saved) => {
      setConfirmBlock(false);
      setNotice(saved.user_active ? QUESTION_MESSAGES.userActivated : QUESTION_MESSAGES.userBlocked);
    },
    onError: (error) => {
      setConfirmBlock(false);
      setNotice(errorDetail(error, QUESTION_MESSAGES.blockFailed));
    },
  });

  // the save sends every field (spec section 7); outside edit mode the text stays as saved
  const values: QuestionSave = {
    title: editing ? title : question.title,
    summary: editing ? summary : question.summary,
    newsSubject: subject?.id ?? null,
  };
  const linkChanged = values.newsSubject !== question.news_subject;
  const dirty =
    values.title.trim() !== question.title || values.summary.trim() !== question.summary || linkChanged;
  // the group offer: only for a question that others asked too, and only when its link changes
  const offerGroup = question.group !== null && question.demand > 1 && linkChanged;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!dirty || save.isPending) return;
    const missing = editing ? askMissingMessage(title, summary) : null;
    if (missing) {
      setNotice(missing);
      return;
    }
    setNotice(null);
    save.mutate({ ...values, applyToGroup: offerGroup && wholeGroup });
  };

  const cancelEdit = () => {
    setEditing(false);
    setTitle(question.title);
    setSummary(question.summary);
  };

  const shown = question.is_shown;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 280px' },
        alignItems: 'start',
      }}
    >
      <Paper component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, sm: 3 } }}>
        <DraftNotice draft={draft} />
        {notice ? (
          <Alert severity={toastSeverity(notice)} sx={{ mb: 2 }}>
            {notice}
          </Alert>
        ) : null}
        {!shown ? <Chip color="default" label={DETAIL_TEXT.deactivatedNote} sx={{ mb: 2 }} /> : null}

        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 2 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {editing ? (
              <QuestionTextField {...requiredBox('title', title, setTitle)} label={DETAIL_TEXT.reportTitle} />
            ) : (
              <Typography component="h2" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
                {question.title}
              </Typography>
            )}
          </Box>
          {shown && !editing ? (
            <Stack direction="row" spacing={0.5}>
              <Tooltip title={DETAIL_TEXT.edit}>
                <IconButton aria-label={DETAIL_TEXT.edit} onClick={() => setEditing(true)}>
                  <EditIcon />
                </IconButton>
              </Tooltip>
              <Tooltip title={DETAIL_TEXT.delete}>
                <IconButton
                  aria-label={DETAIL_TEXT.delete}
                  color="error"
                  onClick={() => setConfirmOpen(true)}
                >
                  <DeleteOutlinedIcon />
                </IconButton>
              </Tooltip>
            </Stack>
          ) : null}
        </Box>

        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {DETAIL_TEXT.reason}
        </Typography>
        {editing ? (
          <QuestionTextField
            {...requiredBox('summary', summary, setSummary)}
            label={DETAIL_TEXT.reason}
            sx={{ mt: 1, mb: 2 }}
          />
        ) : (
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mb: 2 }}>
            {question.summary}
          </Typography>
        )}

        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {DETAIL_TEXT.source}
        </Typography>
        <Typography
          sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mb: 3 }}
          color={question.resource ? 'text.primary' : 'text.secondary'}
        >
          {question.resource || DETAIL_TEXT.noSource}
        </Typography>

        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {DETAIL_TEXT.linkedSubject}
        </Typography>
        {question.news_subject !== null ? (
          <Typography sx={{ mb: 2 }}>
            <Link component={RouterLink} to={`/news-subject-page/${question.news_subject}`}>
              {question.news_subject_title}
            </Link>
          </Typography>
        ) : null}
        {shown ? <SubjectPicker value={subject} onChange={setSubject} disabled={save.isPending} /> : null}
        {shown && offerGroup ? (
          <FormControlLabel
            sx={{ mt: 1 }}
            control={
              <Checkbox
                checked={wholeGroup}
                onChange={(e) => setWholeGroup(e.target.checked)}
                disabled={save.isPending}
              />
            }
            label={GROUP_LINK_TEXT.applyToGroup(question.demand)}
          />
        ) : null}

        {shown ? (
          <Stack direction="row" spacing={1} sx={{ mt: 3 }}>
            <Button type="submit" variant="contained" disabled={!dirty} loading={save.isPending}>
              {DETAIL_TEXT.save}
            </Button>
            {editing ? (
              <Button onClick={cancelEdit} disabled={save.isPending}>
                {DETAIL_TEXT.cancel}
              </Button>
            ) : null}
          </Stack>
        ) : null}
      </Paper>

      <Stack spacing={3}>
        <QuestionPictures id={question.id} count={question.pictures.length} />
        <RequesterBox
          question={question}
          toggling={block.isPending}
          onToggleBlock={() => (question.user_active ? setConfirmBlock(true) : block.mutate())}
        />
        {/* a tipline bot's question: a reply through the bot */}
        <BotReplyBox question={question} />
        {/* the question's group */}
        <GroupPanel question={question} />
      </Stack>
      <ConfirmDialog
        text={confirmBlock ? USER_MESSAGES.blockConfirmText(requesterName(question)) : null}
        title={USER_MESSAGES.blockConfirmTitle}
        confirmLabel={USER_MESSAGES.blockConfirm}
        cancelLabel={USER_MESSAGES.blockCancel}
        pending={block.isPending}
        onConfirm={() => block.mutate()}
        onClose={() => setConfirmBlock(false)}
      />

      <ConfirmDialog
        text={confirmOpen ? DETAIL_TEXT.confirmText : null}
        title={DETAIL_TEXT.confirmTitle}
        confirmLabel={DETAIL_TEXT.confirm}
        cancelLabel={DETAIL_TEXT.cancel}
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirmOpen(false)}
      />
    </Box>
  );
}
