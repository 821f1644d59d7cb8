import type { Evaluation } from '@rasti/contract/evaluations';
import { EVALUATION_MESSAGES, TRUST_LIMITS } from '@rasti/contract/trust-messages';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DraftNotice } from '../../../components/DraftNotice';
import { useFormDraft } from '../../../lib/hooks/use-form-draft';
import { showToast } from '../../../lib/ui/toast';
import { errorDetail, fieldErrors } from '../../accounts/api/api-errors';
import { trustKeys, updateEvaluationDescription } from '../api/trust-api';
import { TRUST_TEXT } from '../messages';
import { EvaluationLabel } from './EvaluationLabel';

const MAX = TRUST_LIMITS.evaluationDescription;

/** One evaluation with its definition editable in place; a failed save keeps what was typed. */
export function EvaluationRow({ evaluation }: { evaluation: Evaluation }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(evaluation.description);
  const draft = useFormDraft({
    form: `evaluation:${evaluation.id}`,
    values: { text },
    initial: { text: evaluation.description },
    restore: (d) => setText(d.text),
  });
  const save = useMutation({
    mutationFn: () => updateEvaluationDescription(evaluation.id, text),
    onSuccess: (saved) => {
      draft.clear({ text: saved.description });
      setText(saved.description);
      queryClient.setQueryData<Evaluation[]>(trustKeys.staffEvaluations, (list) =>
        list?.map((item) => (item.id === saved.id ? saved : item)),
      );
      void queryClient.invalidateQueries({ queryKey: trustKeys.evaluations, exact: true });
      showToast(EVALUATION_MESSAGES.saved);
    },
  });
  const tooLong = text.trim().length > MAX;
  const serverError = save.isError
    ? (fieldErrors(save.error).description ?? errorDetail(save.error, EVALUATION_MESSAGES.saveFailed))
    : null;
  const error = tooLong ? EVALUATION_MESSAGES.descriptionTooLong : serverError;
  const fieldId = `evaluation-${evaluation.id}`;

  return (
    <Box
      component="li"
      data-testid="evaluation-row"
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <EvaluationLabel title={evaluation.title} color={evaluation.color} />
        <Typography variant="body2" color="text.secondary">
          {TRUST_TEXT.score(evaluation.score)}
        </Typography>
      </Box>
      <DraftNotice draft={draft} />
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!tooLong) save.mutate();
        }}
      >
        <TextField
          id={fieldId}
          label={TRUST_TEXT.descriptionLabel(evaluation.title)}
          value={text}
          onChange={(e) => setText(e.target.value)}
          multiline
          minRows={3}
          fullWidth
          error={Boolean(error)}
          helperText={error ?? TRUST_TEXT.remaining(Math.max(0, MAX - text.trim().length))}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending || tooLong}
            aria-label={TRUST_TEXT.saveRow(evaluation.title)}
          >
            {save.isPending ? TRUST_TEXT.saving : TRUST_TEXT.save}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
