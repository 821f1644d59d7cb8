import AddIcon from '@mui/icons-material/Add';
import { STATUS_LABELS, STATUSES, type Status } from '@rasti/contract/enums';
import { LIMITS } from '@rasti/contract/limits';
import { REVIEW_MESSAGES, REVIEW_REQUIRED_FIELDS } from '@rasti/contract/review-messages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { bindControls, bindFields } from '../../../components/admin';
import { DraftNotice } from '../../../components/DraftNotice';
import { CorrectionField } from '../../corrections';
import { PictureMatchWarning } from '../../pictures';
import { ApiRequestError, errorDetail } from '../../../lib/api/errors';
import { useFormDraft } from '../../../lib/hooks/use-form-draft';
import { useSaveReview } from '../api/save-review';
import { REVIEWS_TEXT } from '../messages';
import { MainImageField } from './MainImageField';
import { NewsItemBlock } from './NewsItemBlock';
import type { NewsItemValues } from './news-item';
import {
  emptyReviewForm,
  hasErrors,
  imageFileError,
  newsItemEntry,
  type ReviewFormErrors,
  type ReviewFormValues,
  reviewDraft,
  reviewFormData,
  serverErrors,
  validateReviewForm,
  withReviewDraft,
} from './review-form';
import { SubjectPicker } from './SubjectPicker';

// the editor is a large chunk of its own: the form shows while it loads
const RichEditor = lazy(() => import('../../../components/editor/RichEditor'));

const NO_ERRORS: ReviewFormErrors = { fields: {}, newsItems: {}, summary: null };

interface ReviewFormProps {
  /** the review being edited; null to create one */
  reviewId: number | null;
  initial: ReviewFormValues;
  /** the review was published when the form opened: it may carry a public correction note */
  published?: boolean;
}

/** The review form of spec section 2 (create and edit), with its news-item blocks. */
export function ReviewForm({ reviewId, initial, published = false }: ReviewFormProps) {
  const editing = reviewId !== null;
  const navigate = useNavigate();
  const [values, setValues] = useState<ReviewFormValues>(initial);
  const [errors, setErrors] = useState<ReviewFormErrors>(NO_ERRORS);
  const [correctionError, setCorrectionError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [resetSignal, setResetSignal] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const savedImageUrl = initial.image.kind === 'keep' ? initial.image.url : null;
  const draft = useFormDraft({
    form: `review:${reviewId ?? 'new'}`,
    values: reviewDraft(values),
    initial: reviewDraft(initial),
    restore: (kept) => setValues((current) => withReviewDraft(current, kept)),
    // the chosen main image is kept with the draft, so an expired session does not lose it
    files: { main_images: values.image.kind === 'file' ? values.image.file : null },
    restoreFiles: ({ main_images: file }) => {
      if (file) setValues((current) => ({ ...current, image: { kind: 'file', file } }));
    },
  });

  // after a save, the management list in 5 s (spec section 9)
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate('/news-reports'), LIMITS.reviewRedirectMs);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  useEffect(() => {
    if (errors.summary) summaryRef.current?.focus();
  }, [errors.summary]);

  const save = useSaveReview({
    onMutate: () => setProgress(null),
    onSaved: () => {
      setErrors(NO_ERRORS);
      setCorrectionError(null);
      if (editing) {
        // a note is stored once: the field empties so a second save does not repeat it
        setValues((current) => ({ ...current, correction: '' }));
        draft.clear();
        setDone(REVIEW_MESSAGES.edited);
        return;
      }
      // a created review clears the form: its fields, and the news blocks through their reset flag
      const cleared = emptyReviewForm(null);
      draft.clear(reviewDraft(cleared));
      setValues((current) => ({
        ...cleared,
        newsItems: current.newsItems.slice(0, 1).map((entry) => ({ ...entry, initial: null })),
      }));
      setResetSignal((n) => n + 1);
      setDone(REVIEW_MESSAGES.created);
    },
    onError: (error) => {
      const mapped =
        error instanceof ApiRequestError ? serverErrors(error.fields, values) : { fields: {}, newsItems: {} };
      setErrors({ ...mapped, summary: errorDetail(error, REVIEW_MESSAGES.saveFailed) });
      setCorrectionError((error instanceof ApiRequestError && error.fields?.correction?.[0]) || null);
    },
    onSettled: () => setProgress(null),
  });

  const set = <K extends keyof ReviewFormValues>(key: K, value: ReviewFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    const errorKey = key === 'image' ? 'main_images' : key;
    if (errorKey in errors.fields) {
      setErrors((current) => {
        const fields = { ...current.fields };
        delete fields[errorKey as keyof typeof fields];
        return { ...current, fields };
      });
    }
  };

  const setItem = (key: string, next: NewsItemValues) =>
    setValues((current) => ({
      ...current,
      newsItems: current.newsItems.map((entry) => (entry.key === key ? { ...entry, values: next } : entry)),
    }));

  const removeItem = (key: string) =>
    setValues((current) => ({ ...current, newsItems: current.newsItems.filter((e) => e.key !== key) }));

  const addItem = () =>
    setValues((current) => ({ ...current, newsItems: [...current.newsItems, newsItemEntry()] }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || done) return;
    const found = validateReviewForm(values);
    setErrors(found);
    if (hasErrors(found)) {
      // the same message again still moves focus to it
      summaryRef.current?.focus();
      return;
    }
    save.mutate({
      reviewId,
      body: reviewFormData(values),
      onProgress: values.image.kind === 'file' ? setProgress : undefined,
    });
  };

  const locked = save.isPending || done !== null;
  const fieldErrors = errors.fields;
  const field = bindFields(values, fieldErrors, set);
  const control = bindControls(values, fieldErrors, set);
  const removable = values.newsItems.length > 1;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-busy={save.isPending}>
      <Stack spacing={3}>
        <DraftNotice draft={draft} />
        {errors.summary ? (
          <Alert severity="error" ref={summaryRef} tabIndex={-1} role="alert" data-testid="form-summary">
            {errors.summary}
          </Alert>
        ) : null}
        {done ? (
          <Alert severity="success" role="status">
            {done} {REVIEWS_TEXT.redirecting}
          </Alert>
        ) : null}

        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2.5}>
            <SubjectPicker {...control('subject')} disabled={locked} />
            <TextField
              label={REVIEW_REQUIRED_FIELDS.title}
              {...field('title')}
              required
              disabled={locked}
              slotProps={{ htmlInput: { maxLength: 300 } }}
              fullWidth
            />
            <TextField
              label={REVIEW_REQUIRED_FIELDS.summary}
              {...field('summary')}
              required
              multiline
              minRows={3}
              disabled={locked}
              fullWidth
            />
            <Suspense
              fallback={
                <Box aria-busy="true" aria-label={REVIEWS_TEXT.editorLoading}>
                  <Skeleton variant="rounded" height={360} />
                </Box>
              }
            >
              <RichEditor label={REVIEWS_TEXT.content} required {...control('content')} />
            </Suspense>
            <TextField
              select
              label={REVIEW_REQUIRED_FIELDS.status}
              value={values.status}
              onChange={(e) => set('status', e.target.value === '' ? '' : (Number(e.target.value) as Status))}
              required
              error={Boolean(fieldErrors.status)}
              helperText={fieldErrors.status}
              disabled={locked}
              sx={{ maxWidth: { sm: 320 } }}
              fullWidth
            >
              {STATUSES.map((status) => (
                <MenuItem key={status} value={status}>
                  {STATUS_LABELS[status]}
                </MenuItem>
              ))}
            </TextField>
            <MainImageField
              value={values.image}
              savedUrl={savedImageUrl}
              onChange={(image) => set('image', image)}
              checkFile={imageFileError}
              error={fieldErrors.main_images}
              disabled={locked}
            />
            <PictureMatchWarning
              file={values.image.kind === 'file' ? values.image.file : null}
              edited={reviewId !== null ? { kind: 'review', id: reviewId } : undefined}
            />
            {editing && published ? (
              <CorrectionField
                value={values.correction}
                onChange={(note) => {
                  set('correction', note);
                  setCorrectionError(null);
                }}
                error={correctionError}
                disabled={locked}
              />
            ) : null}
          </Stack>
        </Paper>

        <Box component="section" aria-labelledby="review-news-items-heading">
          <Typography id="review-news-items-heading" component="h2" variant="h6" sx={{ mb: 1.5 }}>
            {REVIEWS_TEXT.newsItems}
          </Typography>
          <Stack spacing={2}>
            {values.newsItems.map((entry, i) => (
              <NewsItemBlock
                key={entry.key}
                index={i + 1}
                initialData={entry.initial}
                resetSignal={resetSignal}
                removable={removable && !locked}
                onRemove={() => removeItem(entry.key)}
                onChange={(next) => setItem(entry.key, next)}
                errors={errors.newsItems[entry.key]}
              />
            ))}
          </Stack>
          <Button startIcon={<AddIcon />} onClick={addItem} disabled={locked} sx={{ mt: 1.5 }}>
            {REVIEWS_TEXT.addNewsItem}
          </Button>
        </Box>

        {save.isPending && progress !== null ? (
          <LinearProgress
            variant="determinate"
            value={Math.round(progress * 100)}
            aria-label={REVIEWS_TEXT.uploading}
          />
        ) : save.isPending ? (
          <LinearProgress aria-label={REVIEWS_TEXT.loading} />
        ) : null}

        <Stack direction="row" spacing={1.5}>
          <Button type="submit" variant="contained" size="large" disabled={locked}>
            {editing ? REVIEWS_TEXT.submitEdit : REVIEWS_TEXT.submitCreate}
          </Button>
          <Button component={RouterLink} to="/news-reports" size="large" disabled={save.isPending}>
            {REVIEWS_TEXT.cancel}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
