import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { JalaliDatePicker } from '../../../components/JalaliDatePicker';
import { OutletPicker } from '../../sources';
import { evaluationsQuery } from '../../trust/api';
import { REVIEWS_TEXT } from '../messages';
import { emptyNewsItem, fillNewsItem, type NewsItemValues } from './news-item';

export type NewsItemErrors = Partial<Record<'title' | 'link' | 'date' | 'sourceId' | 'summary', string>>;

export interface NewsItemBlockProps {
  /** 1-based position, shown in the heading ('خبر ۱') */
  index: number;
  /** Reported on every change, and after the initial data or a reset is applied. */
  onChange: (values: NewsItemValues) => void;
  /** Filled in once, as soon as the evaluations have loaded (spec section 4 'News block'). */
  initialData?: Partial<NewsItemValues> | null;
  /** Every new value clears all fields (the spec's reset flag); leave undefined for none. */
  resetSignal?: number;
  /** 'حذف' is offered only when the block may be removed. */
  removable?: boolean;
  onRemove?: () => void;
  errors?: NewsItemErrors;
}

/** The reusable news-item block of the review form (spec section 2): a collapsible card, open at first. */
export function NewsItemBlock({
  index,
  onChange,
  initialData,
  resetSignal,
  removable = false,
  onRemove,
  errors = {},
}: NewsItemBlockProps) {
  const ids = useId();
  const headingId = `${ids}-heading`;
  const panelId = `${ids}-panel`;
  const [expanded, setExpanded] = useState(true);
  const [values, setValues] = useState<NewsItemValues>(emptyNewsItem);
  const evaluations = useQuery(evaluationsQuery());

  // The latest onChange without re-running the effects below when the parent passes a new function.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const update = (patch: Partial<NewsItemValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    onChangeRef.current(next);
  };

  // Initial data fills the block once, after the evaluations are known (so its evaluation can show);
  // if they cannot be loaded the rest still fills in, without the evaluation.
  const initialApplied = useRef(false);
  const initialRef = useRef(initialData);
  initialRef.current = initialData;
  const evaluationsSettled = evaluations.isSuccess || evaluations.isError;
  const loadedEvaluations = evaluations.data;
  const hasInitial = Boolean(initialData);
  useEffect(() => {
    if (initialApplied.current || !evaluationsSettled || !hasInitial || !initialRef.current) return;
    initialApplied.current = true;
    const filled = fillNewsItem(
      initialRef.current,
      (loadedEvaluations ?? []).map((e) => e.id),
    );
    setValues(filled);
    onChangeRef.current(filled);
  }, [evaluationsSettled, loadedEvaluations, hasInitial]);

  // The reset flag: each new signal clears every field (the first render's value is not a reset).
  const lastReset = useRef(resetSignal);
  useEffect(() => {
    if (resetSignal === lastReset.current) return;
    lastReset.current = resetSignal;
    const cleared = emptyNewsItem();
    setValues(cleared);
    onChangeRef.current(cleared);
  }, [resetSignal]);

  const heading = values.title.trim()
    ? `${REVIEWS_TEXT.newsItem(index)}: ${values.title.trim()}`
    : REVIEWS_TEXT.newsItem(index);

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="h3" variant="subtitle1" id={headingId} sx={{ fontWeight: 700, minWidth: 0 }}>
          <Button
            onClick={() => setExpanded((open) => !open)}
            aria-expanded={expanded}
            aria-controls={panelId}
            endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            color="inherit"
            sx={{
              fontWeight: 700,
              fontSize: 'inherit',
              justifyContent: 'flex-start',
              textAlign: 'start',
              overflowWrap: 'anywhere',
            }}
          >
            {heading}
          </Button>
        </Typography>
        {removable ? (
          <Button
            color="error"
            variant="outlined"
            size="small"
            onClick={onRemove}
            aria-label={REVIEWS_TEXT.removeItem(index)}
            sx={{ flexShrink: 0 }}
          >
            {REVIEWS_TEXT.remove}
          </Button>
        ) : null}
      </Stack>
      <Collapse in={expanded} id={panelId} role="group" aria-labelledby={headingId} unmountOnExit={false}>
        <Stack spacing={2} sx={{ pt: 2 }}>
          <OutletPicker
            value={
              values.sourceId === null
                ? null
                : { id: values.sourceId, name: values.sourceName, logo: values.logo }
            }
            onChange={(outlet) =>
              update({
                sourceId: outlet?.id ?? null,
                sourceName: outlet?.name ?? '',
                logo: outlet?.logo ?? null,
              })
            }
            error={errors.sourceId}
          />
          <TextField
            label={REVIEWS_TEXT.itemTitle}
            value={values.title}
            onChange={(e) => update({ title: e.target.value })}
            required
            error={Boolean(errors.title)}
            helperText={errors.title}
            fullWidth
          />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 1fr)' },
            }}
          >
            <TextField
              label={REVIEWS_TEXT.itemLink}
              type="url"
              value={values.link}
              onChange={(e) => update({ link: e.target.value })}
              error={Boolean(errors.link)}
              helperText={errors.link}
              slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }}
              fullWidth
            />
            <JalaliDatePicker
              label={REVIEWS_TEXT.itemDate}
              value={values.date}
              onChange={(date: number | null) => update({ date })}
              error={errors.date}
            />
          </Box>
          <TextField
            label={REVIEWS_TEXT.itemSummary}
            value={values.summary}
            onChange={(e) => update({ summary: e.target.value })}
            multiline
            rows={8}
            error={Boolean(errors.summary)}
            helperText={errors.summary}
            fullWidth
          />
          <TextField
            select
            label={REVIEWS_TEXT.evaluation}
            value={values.evaluation}
            onChange={(e) => update({ evaluation: e.target.value === '' ? '' : Number(e.target.value) })}
            fullWidth
          >
            <MenuItem value="">{REVIEWS_TEXT.noEvaluation}</MenuItem>
            {(evaluations.data ?? []).map((evaluation) => (
              <MenuItem key={evaluation.id} value={evaluation.id}>
                {evaluation.title}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Collapse>
    </Paper>
  );
}
