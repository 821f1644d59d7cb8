import { CATEGORY_MESSAGES, type Category, LIMITS } from '@rasti/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { DraftNotice } from '../../../components/DraftNotice';
import { ApiRequestError } from '../../../lib/api/client';
import { useFormDraft } from '../../../lib/hooks/use-form-draft';
import { errorDetail, fieldErrors } from '../../../lib/api/errors';
import { categoriesKeys, createCategory, updateCategory } from '../api/categories-api';
import { CATEGORIES_TEXT } from '../messages';
import {
  type CategoryFormErrors,
  type CategoryFormValues,
  categoryFormValues,
  validateCategoryForm,
} from '../validate-category-form';
import ColorField from './ColorField';

interface CategoryFormPanelProps {
  /** Edit mode for this category; add mode when null. */
  category: Category | null;
  onCancel: () => void;
  /** `saved` is the category as the server stored it. */
  onSaved: (message: string, saved: Category) => void;
}

/** The inline add/edit form of the category screen: a name and a background colour. */
export default function CategoryFormPanel({ category, onCancel, onSaved }: CategoryFormPanelProps) {
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formId = useId();
  const creating = category === null;
  const [opened] = useState<CategoryFormValues>(() => categoryFormValues(category));
  const [values, setValues] = useState<CategoryFormValues>(opened);
  const draft = useFormDraft({
    form: `category:${category?.id ?? 'new'}`,
    values,
    initial: opened,
    restore: setValues,
  });
  const [errors, setErrors] = useState<CategoryFormErrors>({});

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const save = useMutation({
    mutationFn: (body: CategoryFormValues) =>
      category ? updateCategory(category.id, body) : createCategory(body),
    onSuccess: (saved) => {
      draft.clear();
      void queryClient.invalidateQueries({ queryKey: categoriesKeys.all });
      onSaved(creating ? CATEGORY_MESSAGES.created : CATEGORY_MESSAGES.saved, saved);
    },
    onError: (error) => {
      const fields = fieldErrors(error) as CategoryFormErrors;
      // a duplicate name (409) belongs to the name field
      if (error instanceof ApiRequestError && error.status === 409 && !fields.title && error.detail)
        fields.title = error.detail;
      setErrors(fields);
      if (fields.title) document.getElementById(`${formId}-title-field`)?.focus();
    },
  });

  const change = (field: keyof CategoryFormValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = validateCategoryForm(values);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      document.getElementById(`${formId}-${found.title ? 'title-field' : 'color'}`)?.focus();
      return;
    }
    save.mutate({ title: values.title.trim(), color: values.color.trim() });
  };

  // field errors are shown at their fields; any other failure above the form
  const shownInFields =
    save.error instanceof ApiRequestError && (save.error.status === 409 || save.error.fields);

  return (
    <Paper
      component="section"
      aria-labelledby={`${formId}-heading`}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Typography
        id={`${formId}-heading`}
        ref={headingRef}
        tabIndex={-1}
        component="h2"
        variant="h6"
        sx={{ mb: 2, outline: 'none' }}
      >
        {category ? CATEGORIES_TEXT.editCategory(category.title) : CATEGORIES_TEXT.newCategory}
      </Typography>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2.5}>
          <DraftNotice draft={draft} />
          {save.isError && !shownInFields ? (
            <Alert severity="error">{errorDetail(save.error, CATEGORY_MESSAGES.failed)}</Alert>
          ) : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              id={`${formId}-title-field`}
              label={CATEGORIES_TEXT.name}
              value={values.title}
              onChange={(e) => change('title', e.target.value)}
              error={Boolean(errors.title)}
              helperText={errors.title}
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: LIMITS.nameMaxLength } }}
            />
            <ColorField
              id={`${formId}-color`}
              value={values.color}
              onChange={(color) => change('color', color)}
              error={errors.color}
              disabled={save.isPending}
            />
          </Stack>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button
              onClick={() => {
                // cancelling throws the unsaved work away on purpose
                draft.discard();
                onCancel();
              }}
              disabled={save.isPending}
            >
              {CATEGORIES_TEXT.cancel}
            </Button>
            <Button type="submit" variant="contained" loading={save.isPending}>
              {creating ? CATEGORIES_TEXT.submitNew : CATEGORIES_TEXT.submitEdit}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Paper>
  );
}
