import { SOURCE_MESSAGES, type Source } from '@rasti/contract/sources';
import { Status } from '@rasti/contract/enums';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { bindControls, bindFields } from '../../../components/admin';
import { DraftNotice } from '../../../components/DraftNotice';
import { JalaliDatePicker } from '../../../components/JalaliDatePicker';
import { useFormDraft } from '../../../lib/hooks/use-form-draft';
import { errorDetail, fieldErrors } from '../../../lib/api/errors';
import { evaluationsQuery } from '../../trust/api';
import { useSaveSource } from '../api/save-source';
import { SOURCES_TEXT } from '../messages';
import {
  checkSourceForm,
  emptySourceValues,
  type SourceField,
  type SourceFormValues,
  sourcePayload,
  sourceToValues,
} from '../validate-source-form';
import { OutletPicker } from './OutletPicker';

type SourceFormProps = {
  subjectId: number;
  /** The source being edited; a new one when absent. */
  source?: Source;
  onSaved: (saved: Source, message: string) => void;
  onCancel: () => void;
  /** The form heading's level under the page's outline: h3 inside the subject page's sources section. */
  headingLevel?: 'h2' | 'h3';
};

/** Server field names mapped to the form's fields. */
const SERVER_FIELDS: Record<string, SourceField | 'date'> = {
  publisher: 'publisher',
  title: 'title',
  summary: 'summary',
  link: 'link',
  date_published_rumor: 'date',
};

/** Add or edit one source of a subject (spec sections 3-5): outlet, title, link, date, summary, evaluation. */
export default function SourceForm({
  subjectId,
  source,
  onSaved,
  onCancel,
  headingLevel = 'h3',
}: SourceFormProps) {
  const headingId = useId();
  const alertRef = useRef<HTMLDivElement>(null);
  const [opened] = useState<SourceFormValues>(() => (source ? sourceToValues(source) : emptySourceValues()));
  const [values, setValues] = useState<SourceFormValues>(opened);
  const draft = useFormDraft({
    form: source ? `source:${source.id}` : `source:new:${subjectId}`,
    values,
    initial: opened,
    restore: setValues,
  });
  const [message, setMessage] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<SourceField | 'date', string>>>({});
  const evaluations = useQuery(evaluationsQuery());

  const save = useSaveSource({
    onSuccess: (saved) => {
      draft.clear();
      onSaved(saved, source ? SOURCE_MESSAGES.edited : SOURCE_MESSAGES.created);
    },
    onError: (error) => {
      const fromServer: typeof errors = {};
      for (const [field, text] of Object.entries(fieldErrors(error))) {
        const mapped = SERVER_FIELDS[field];
        if (mapped) fromServer[mapped] = text;
      }
      setErrors(fromServer);
      setMessage(errorDetail(error, SOURCES_TEXT.saveFailed));
      alertRef.current?.focus();
    },
  });

  const set = <K extends keyof SourceFormValues>(key: K, value: SourceFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // a field's error goes as soon as it is changed (as in the other staff forms)
    const errorKey = key === 'result' ? null : (key as SourceField | 'date');
    if (errorKey && errors[errorKey]) setErrors(({ [errorKey]: _, ...rest }) => rest);
  };
  const field = bindFields(values, errors, set);
  const control = bindControls(values, errors, set);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const check = checkSourceForm(values);
    setErrors(check.fields);
    setMessage(check.message);
    if (check.message) {
      // the next paint shows the alert; move there so a screen reader hears why nothing was sent
      requestAnimationFrame(() => alertRef.current?.focus());
      return;
    }
    save.mutate({
      id: source?.id,
      payload: sourcePayload(values, subjectId, source?.status ?? Status.Published),
    });
  };

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      aria-labelledby={headingId}
      onSubmit={submit}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, borderColor: 'primary.light' }}
    >
      <Typography id={headingId} variant="h6" component={headingLevel} sx={{ mb: 2 }}>
        {source ? SOURCES_TEXT.editSourceTitle : SOURCES_TEXT.addSourceTitle}
      </Typography>
      <DraftNotice draft={draft} />
      {message ? (
        <Alert severity="error" ref={alertRef} tabIndex={-1} sx={{ mb: 2 }}>
          {message}
        </Alert>
      ) : null}
      <Stack spacing={2}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <OutletPicker {...control('publisher')} required />
          <JalaliDatePicker label={SOURCES_TEXT.date} {...control('date')} />
        </Box>
        <TextField
          label={SOURCES_TEXT.title}
          {...field('title')}
          required
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
        <TextField
          label={SOURCES_TEXT.link}
          {...field('link')}
          type="url"
          slotProps={{ htmlInput: { dir: 'ltr', maxLength: 2000, inputMode: 'url' } }}
        />
        <TextField
          label={SOURCES_TEXT.summary}
          {...field('summary')}
          required
          multiline
          rows={8}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        <TextField
          select
          label={SOURCES_TEXT.evaluation}
          value={values.result === null ? '' : String(values.result)}
          onChange={(e) => set('result', e.target.value ? Number(e.target.value) : null)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ maxWidth: { sm: 320 } }}
        >
          <MenuItem value="">{SOURCES_TEXT.noEvaluation}</MenuItem>
          {(
            evaluations.data ??
            (source?.result_id ? [{ id: source.result_id, title: source.reviews_title ?? '' }] : [])
          ).map((evaluation) => (
            <MenuItem key={evaluation.id} value={String(evaluation.id)}>
              {evaluation.title}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button
            onClick={() => {
              // cancelling throws the unsaved work away on purpose
              draft.discard();
              onCancel();
            }}
            disabled={save.isPending}
          >
            {SOURCES_TEXT.cancel}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending} loadingPosition="start">
            {save.isPending ? SOURCES_TEXT.saving : SOURCES_TEXT.save}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
