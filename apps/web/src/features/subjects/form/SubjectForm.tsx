import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CATEGORY_MESSAGES,
  LIMITS,
  richTextProblem,
  STATUS_LABELS,
  type Status,
  SUBJECT_MESSAGES,
  SUBJECT_REQUIRED_FIELDS,
  type SubjectRequiredField,
} from '@rasti/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { bindControls, bindFields } from '../../../components/admin';
import { DraftNotice } from '../../../components/DraftNotice';
import { CorrectionField } from '../../corrections';
import { PictureMatchWarning } from '../../pictures';
import { ApiRequestError } from '../../../lib/api/client';
import { useFormDraft } from '../../../lib/hooks/use-form-draft';
import { AttachmentField, MainImageField } from './FileFields';
import {
  missingSubjectFields,
  type SubjectFormValues,
  subjectDraft,
  subjectFormData,
  subjectStatusChoices,
} from './form-values';
import { HashtagInput } from './HashtagInput';
import { FORM_MESSAGES as M } from './messages';
import { PriorityStepper } from './PriorityStepper';
import { staffCategoriesQuery } from '../../categories/api';
import { evaluationsQuery } from '../../trust/api';
import { useSaveSubject } from '../api/save-subject';

// the editor is its own chunk, shared with the review form; the form shows while it loads
const RichEditor = lazy(() => import('../../../components/editor/RichEditor'));

type FieldName = SubjectRequiredField | 'priority' | 'hashtags' | 'file' | 'correction';
type FieldErrors = Partial<Record<FieldName, string>>;

const FIELD_NAMES: readonly FieldName[] = [
  ...(Object.keys(SUBJECT_REQUIRED_FIELDS) as SubjectRequiredField[]),
  'priority',
  'hashtags',
  'file',
  'correction',
];

/** A required select: 'choose…' first, then the choices; a failed load of its choices shows under it. */
function RequiredSelect(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** the message when its choices could not be loaded */
  loadFailed?: string;
  children: ReactNode;
}) {
  const { error, loadFailed } = props;
  return (
    <TextField
      select
      required
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      error={Boolean(error ?? loadFailed)}
      helperText={error ?? loadFailed}
    >
      <MenuItem value="" disabled>
        {M.choose}
      </MenuItem>
      {props.children}
    </TextField>
  );
}

/** The server's field errors (400, 413, 415) on the fields of this form. */
function fieldErrorsOf(error: ApiRequestError): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(error.fields ?? {})) {
    if ((FIELD_NAMES as readonly string[]).includes(field) && messages[0]) {
      errors[field as FieldName] = messages[0];
    }
  }
  return errors;
}

export interface SubjectFormProps {
  /** the subject being edited; undefined for a new one */
  id?: number;
  initial: SubjectFormValues;
  /** the subject was published when the form opened: it may carry a public correction note */
  published?: boolean;
}

type Outcome = { kind: 'saved'; message: string; to: string } | { kind: 'failed'; message: string };

/** The subject form (spec section 2, 'Topic form'): create or edit, with upload progress and the 2 s redirect. */
export function SubjectForm({ id, initial, published = false }: SubjectFormProps) {
  const editing = id !== undefined;
  const navigate = useNavigate();
  const [values, setValues] = useState<SubjectFormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  const draft = useFormDraft({
    form: `subject:${id ?? 'new'}`,
    values: subjectDraft(values),
    initial: subjectDraft(initial),
    restore: (kept) => setValues((current) => ({ ...current, ...kept })),
    // the chosen main image and attachment are kept with the draft, so an expired session does not lose them
    files: { image: values.image, file: values.file },
    restoreFiles: (kept) =>
      setValues((current) => ({
        ...current,
        image: kept.image ?? current.image,
        file: kept.file ?? current.file,
      })),
  });

  const categories = useQuery(staffCategoriesQuery());
  const evaluations = useQuery(evaluationsQuery());

  const save = useSaveSubject({
    onMutate: () => setProgress(0),
    onSettled: () => setProgress(null),
    onSuccess: () => draft.clear(),
    onSaved: (subject) => {
      setOutcome(
        editing
          ? { kind: 'saved', message: SUBJECT_MESSAGES.edited, to: '/news-subjects' }
          : { kind: 'saved', message: SUBJECT_MESSAGES.created, to: `/news-subject-page/${subject.id}` },
      );
    },
    onError: (error) => {
      if (error instanceof ApiRequestError) {
        setErrors(fieldErrorsOf(error));
        setOutcome({
          kind: 'failed',
          message: error.loginRequired ? error.message : (error.detail ?? SUBJECT_MESSAGES.saveFailed),
        });
      } else {
        setOutcome({ kind: 'failed', message: SUBJECT_MESSAGES.saveFailed });
      }
    },
  });

  // after a successful save: the message stays 2 s, then the next page (spec section 2)
  const savedTo = outcome?.kind === 'saved' ? outcome.to : null;
  useEffect(() => {
    if (!savedTo) return;
    const timer = setTimeout(() => navigate(savedTo), LIMITS.subjectRedirectMs);
    return () => clearTimeout(timer);
  }, [savedTo, navigate]);

  useEffect(() => {
    if (summary || outcome?.kind === 'failed') summaryRef.current?.focus();
  }, [summary, outcome]);

  const update = <K extends keyof SubjectFormValues>(
    key: K,
    value: SubjectFormValues[K],
    field?: FieldName,
  ) => {
    setValues((current) => ({ ...current, [key]: value }));
    const name = field ?? (key as FieldName);
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  };
  const field = bindFields(values, errors, update);
  const control = bindControls(values, errors, update);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || savedTo) return;
    const missing = missingSubjectFields(values);
    if (missing) {
      setErrors(missing.messages);
      setSummary(missing.summary);
      setOutcome(null);
      return;
    }
    // content beyond the bounds the server refuses before parsing, said before sending
    const contentTooLarge = richTextProblem(values.content);
    if (contentTooLarge) {
      setErrors({ content: contentTooLarge });
      setSummary(contentTooLarge);
      setOutcome(null);
      return;
    }
    setErrors({});
    setSummary(null);
    setOutcome(null);
    save.mutate({ id, body: subjectFormData(values, editing), onProgress: setProgress });
  };

  const busy = save.isPending || Boolean(savedTo);
  const percent = progress === null ? 0 : Math.round(progress * 100);

  return (
    <Paper component="form" onSubmit={submit} noValidate variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={3}>
        <DraftNotice draft={draft} />
        {summary ? (
          <Alert severity="error" role="alert" ref={summaryRef} tabIndex={-1}>
            {summary}
          </Alert>
        ) : null}

        <TextField
          label={M.title}
          required
          fullWidth
          {...field('title')}
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
        <TextField
          label={M.abstract}
          required
          fullWidth
          multiline
          minRows={3}
          {...field('abstract')}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />

        <Suspense
          fallback={
            <Box
              role="status"
              sx={{
                height: 360,
                display: 'grid',
                placeItems: 'center',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            >
              <Typography color="text.secondary">{M.editorLoading}</Typography>
            </Box>
          }
        >
          <RichEditor label={M.content} required {...control('content')} />
        </Suspense>

        <HashtagInput value={values.hashtags} onChange={(tags) => update('hashtags', tags)} />
        {errors.hashtags ? (
          <Typography color="error" variant="body2">
            {errors.hashtags}
          </Typography>
        ) : null}

        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr auto' },
            alignItems: 'start',
          }}
        >
          <RequiredSelect
            label={M.category}
            {...control('category')}
            loadFailed={categories.isError ? CATEGORY_MESSAGES.loadFailed : undefined}
          >
            {(categories.data ?? []).map((category) => (
              <MenuItem key={category.id} value={String(category.id)}>
                <Box
                  aria-hidden
                  component="span"
                  sx={{
                    display: 'inline-block',
                    width: 12,
                    height: 12,
                    borderRadius: '50%',
                    bgcolor: category.color,
                    marginInlineEnd: 1,
                  }}
                />
                {category.title}
              </MenuItem>
            ))}
          </RequiredSelect>
          <RequiredSelect label={M.status} {...control('status')}>
            {subjectStatusChoices(initial.status).map((status: Status) => (
              <MenuItem key={status} value={String(status)}>
                {STATUS_LABELS[status]}
              </MenuItem>
            ))}
          </RequiredSelect>
          <RequiredSelect
            label={M.evaluation}
            {...control('reviews')}
            loadFailed={evaluations.isError ? M.evaluationsFailed : undefined}
          >
            {(evaluations.data ?? []).map((evaluation) => (
              <MenuItem key={evaluation.id} value={String(evaluation.id)}>
                {evaluation.title}
              </MenuItem>
            ))}
          </RequiredSelect>
          <Box>
            <PriorityStepper value={values.priority} onChange={(n) => update('priority', n)} />
            {errors.priority ? (
              <Typography color="error" variant="body2">
                {errors.priority}
              </Typography>
            ) : null}
          </Box>
        </Box>

        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Box sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
            <MainImageField
              file={values.image}
              current={values.currentImage}
              onChange={(file) => update('image', file, 'main_images')}
              error={errors.main_images}
            />
            <PictureMatchWarning file={values.image} edited={editing ? { kind: 'subject', id } : undefined} />
          </Box>
          <AttachmentField
            file={values.file}
            current={values.currentFile}
            removeCurrent={values.removeFile}
            onChange={({ file, removeCurrent }) => {
              setValues((current) => ({ ...current, file, removeFile: removeCurrent }));
              if (errors.file) setErrors(({ file: _, ...rest }) => rest);
            }}
            error={errors.file}
          />
        </Box>

        {editing && published ? <CorrectionField {...control('correction')} disabled={busy} /> : null}

        {progress !== null ? (
          <Box>
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              {M.uploading(percent)}
            </Typography>
            <LinearProgress variant="determinate" value={percent} aria-label={M.uploadLabel} />
          </Box>
        ) : null}

        {outcome ? (
          <Alert
            severity={outcome.kind === 'saved' ? 'success' : 'error'}
            role={outcome.kind === 'saved' ? 'status' : 'alert'}
            ref={outcome.kind === 'failed' ? summaryRef : undefined}
            tabIndex={-1}
          >
            {outcome.message}
          </Alert>
        ) : null}

        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {editing ? M.submitEdit : M.submitCreate}
          </Button>
          <Button component={RouterLink} to="/news-subjects" color="inherit" size="large">
            {M.cancel}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
