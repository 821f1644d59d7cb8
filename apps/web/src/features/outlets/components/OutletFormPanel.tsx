import { OUTLET_MESSAGES, type Outlet, ORIGIN_LABELS, Origin, withScheme } from '@rasti/contract';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import {
  FormButtons,
  FormPanel,
  PanelForm,
  type PanelFormCallbacks,
  usePanelForm,
} from '../../../components/admin';
import { errorDetail, fieldErrors } from '../../../lib/api/errors';
import { useSaveOutlet } from '../api/save-outlet';
import { OUTLETS_TEXT } from '../messages';
import {
  type OutletFormErrors,
  type OutletFormField,
  type OutletFormValues,
  outletFormValues,
  type OriginValue,
  validateLogoFile,
  validateOutletForm,
} from '../validate-outlet-form';
import LogoField, { type LogoChange } from './LogoField';

interface OutletFormPanelProps extends PanelFormCallbacks<Outlet> {
  /** Edit mode for this outlet; add mode when null. */
  outlet: Outlet | null;
}

const FIELD_ORDER: readonly OutletFormField[] = ['logo', 'name', 'english_name', 'origin', 'link'];
const ORIGINS = [Origin.Internal, Origin.External] as const;

/** The inline add/edit form of the manage-media screen (spec section 2 and 5). */
export default function OutletFormPanel({ outlet, onCancel, onSaved }: OutletFormPanelProps) {
  const creating = outlet === null;
  const { values, draft, errors, setErrors, fieldId, change, clear, passes } = usePanelForm<
    OutletFormValues,
    OutletFormField
  >({ draftKey: `outlet:${outlet?.id ?? 'new'}`, initial: () => outletFormValues(outlet) });
  const [logo, setLogo] = useState<LogoChange>({ kind: 'keep' });

  const save = useSaveOutlet({
    onSuccess: (saved) => {
      draft.clear();
      onSaved(creating ? OUTLET_MESSAGES.created : OUTLET_MESSAGES.saved, saved);
    },
    onError: (error) => setErrors(fieldErrors(error) as OutletFormErrors),
  });

  const selectLogo = (file: File) => {
    const error = validateLogoFile(file);
    if (error) {
      setErrors((e) => ({ ...e, logo: error }));
      return;
    }
    clear('logo');
    setLogo({ kind: 'file', file });
  };
  const removeLogo = () => {
    clear('logo');
    setLogo({ kind: 'remove' });
  };

  const hasLogo = logo.kind === 'file' || (logo.kind === 'keep' && Boolean(outlet?.logo));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (!passes(validateOutletForm(values, { creating, hasLogo }), FIELD_ORDER)) return;
    const body = new FormData();
    body.set('name', values.name.trim());
    body.set('english_name', values.english_name.trim());
    body.set('link', withScheme(values.link));
    body.set('origin', values.origin);
    if (logo.kind === 'file') body.set('logo', logo.file);
    else if (logo.kind === 'remove' && outlet?.logo) body.set('logo', '');
    save.mutate({ id: outlet?.id, body });
  };

  const title = outlet ? OUTLETS_TEXT.editOutlet(outlet.name) : OUTLETS_TEXT.newOutlet;
  // field errors are shown at their fields; any other failure above the form
  const shownInFields = Object.keys(fieldErrors(save.error)).length > 0;
  const fieldProps = (field: keyof OutletFormValues) => ({
    id: fieldId(field),
    value: values[field],
    error: Boolean(errors[field]),
    helperText: errors[field],
    required: true,
    fullWidth: true,
  });

  return (
    <FormPanel variant="outlined" title={title}>
      <PanelForm
        onSubmit={submit}
        draft={draft}
        error={save.isError && !shownInFields ? errorDetail(save.error, OUTLET_MESSAGES.failed) : null}
      >
        <Box id={fieldId('logo')} tabIndex={-1} sx={{ outline: 'none' }}>
          <LogoField
            currentUrl={outlet?.logo ?? null}
            value={logo}
            onSelect={selectLogo}
            onRemove={removeLogo}
            error={errors.logo}
            required={creating}
            disabled={save.isPending}
          />
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...fieldProps('name')}
            label={OUTLETS_TEXT.name}
            onChange={(e) => change('name', e.target.value)}
            slotProps={{ htmlInput: { maxLength: 150 } }}
          />
          <TextField
            {...fieldProps('english_name')}
            label={OUTLETS_TEXT.englishName}
            onChange={(e) => change('english_name', e.target.value)}
            slotProps={{ htmlInput: { maxLength: 150, dir: 'ltr' } }}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...fieldProps('origin')}
            select
            label={OUTLETS_TEXT.category}
            onChange={(e) => change('origin', e.target.value as OriginValue)}
            sx={{ flex: { sm: '0 0 220px' } }}
          >
            {ORIGINS.map((origin) => (
              <MenuItem key={origin} value={String(origin)}>
                {ORIGIN_LABELS[origin]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            {...fieldProps('link')}
            label={OUTLETS_TEXT.link}
            placeholder={OUTLETS_TEXT.linkPlaceholder}
            onChange={(e) => change('link', e.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000, dir: 'ltr', inputMode: 'url' } }}
          />
        </Stack>
        <FormButtons text={OUTLETS_TEXT} creating={creating} pending={save.isPending} onCancel={onCancel} />
      </PanelForm>
    </FormPanel>
  );
}
