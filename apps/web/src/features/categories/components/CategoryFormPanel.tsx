import { CATEGORY_MESSAGES, type Category, LIMITS } from '@rasti/contract';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import {
  FormButtons,
  FormPanel,
  PanelForm,
  type PanelFormCallbacks,
  usePanelForm,
} from '../../../components/admin';
import { ApiRequestError } from '../../../lib/api/client';
import { errorDetail, fieldErrors } from '../../../lib/api/errors';
import { useSaveCategory } from '../api/save-category';
import { CATEGORIES_TEXT } from '../messages';
import {
  type CategoryFormErrors,
  type CategoryFormValues,
  categoryFormValues,
  validateCategoryForm,
} from '../validate-category-form';
import ColorField from './ColorField';

interface CategoryFormPanelProps extends PanelFormCallbacks<Category> {
  /** Edit mode for this category; add mode when null. */
  category: Category | null;
}

/** The inline add/edit form of the category screen: a name and a background colour. */
export default function CategoryFormPanel({ category, onCancel, onSaved }: CategoryFormPanelProps) {
  const creating = category === null;
  const { values, draft, errors, setErrors, fieldId, change, passes } = usePanelForm<CategoryFormValues>({
    draftKey: `category:${category?.id ?? 'new'}`,
    initial: () => categoryFormValues(category),
  });

  const save = useSaveCategory({
    onSuccess: (saved) => {
      draft.clear();
      onSaved(creating ? CATEGORY_MESSAGES.created : CATEGORY_MESSAGES.saved, saved);
    },
    onError: (error) => {
      const fields = fieldErrors(error) as CategoryFormErrors;
      // a duplicate name (409) belongs to the name field
      if (error instanceof ApiRequestError && error.status === 409 && !fields.title && error.detail)
        fields.title = error.detail;
      setErrors(fields);
      if (fields.title) document.getElementById(fieldId('title'))?.focus();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (!passes(validateCategoryForm(values), ['title', 'color'])) return;
    save.mutate({ id: category?.id, title: values.title.trim(), color: values.color.trim() });
  };

  // field errors are shown at their fields; any other failure above the form
  const shownInFields =
    save.error instanceof ApiRequestError && (save.error.status === 409 || save.error.fields);

  return (
    <FormPanel
      variant="outlined"
      title={category ? CATEGORIES_TEXT.editCategory(category.title) : CATEGORIES_TEXT.newCategory}
    >
      <PanelForm
        onSubmit={submit}
        draft={draft}
        error={save.isError && !shownInFields ? errorDetail(save.error, CATEGORY_MESSAGES.failed) : null}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            id={fieldId('title')}
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
            id={fieldId('color')}
            value={values.color}
            onChange={(color) => change('color', color)}
            error={errors.color}
            disabled={save.isPending}
          />
        </Stack>
        <FormButtons
          text={CATEGORIES_TEXT}
          creating={creating}
          pending={save.isPending}
          onCancel={onCancel}
        />
      </PanelForm>
    </FormPanel>
  );
}
