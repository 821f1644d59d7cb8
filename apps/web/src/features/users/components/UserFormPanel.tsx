import type { User } from '@rasti/contract/accounts';
import { ROLE_LABELS, Role } from '@rasti/contract/enums';
import { USER_MESSAGES } from '@rasti/contract/messages';
import { readMobileInput } from '@rasti/contract/mobile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  AbstractField,
  bindFields,
  useImageChoice,
  FormButtons,
  FormPanel,
  GenderField,
  LtrNumberField,
  NameFields,
  PanelForm,
} from '../../../components/admin';
import { useFormDraft } from '../../../lib/hooks/use-form-draft';
import { ApiRequestError } from '../../../lib/api/client';
import { errorDetail, fieldErrors } from '../../../lib/api/errors';
import { AvatarField } from '../../accounts/index';
import { userQueryOptions } from '../api/list-users';
import { useSaveUser } from '../api/save-user';
import { USERS_TEXT } from '../messages';
import {
  EMPTY_USER_FORM,
  type UserFormErrors,
  type UserFormValues,
  validateAvatarFile,
  validateUserForm,
} from '../validate-user-form';

/** Role choices in the order of the list's role filter. */
export const ROLE_ORDER: readonly Role[] = [
  Role.Regular,
  Role.Board,
  Role.Editor,
  Role.Admin,
  Role.SuperAdmin,
];

interface UserFormPanelProps {
  /** Edit mode when set, add mode otherwise. */
  userId: number | null;
  onCancel: () => void;
  onSaved: (message: string) => void;
}

/** The add/edit user panel of the user-management screen. */
export default function UserFormPanel({ userId, onCancel, onSaved }: UserFormPanelProps) {
  const editing = userId !== null;
  const loaded = useQuery({ ...userQueryOptions(userId ?? 0), enabled: editing });

  const loadError =
    editing && loaded.isError
      ? loaded.error instanceof ApiRequestError && loaded.error.status === 404
        ? USER_MESSAGES.notFound
        : errorDetail(loaded.error, USER_MESSAGES.loadOneFailed)
      : null;

  return (
    <FormPanel headingId="user-form-title" title={editing ? USERS_TEXT.editUser : USERS_TEXT.addUser}>
      {loadError ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="error">{loadError}</Alert>
          <Button onClick={onCancel}>{USERS_TEXT.cancel}</Button>
        </Stack>
      ) : editing && !loaded.data ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress aria-label={USERS_TEXT.loading} />
        </Box>
      ) : (
        <UserForm user={editing ? (loaded.data ?? null) : null} onCancel={onCancel} onSaved={onSaved} />
      )}
    </FormPanel>
  );
}

const valuesOf = (user: User | null): UserFormValues =>
  user
    ? {
        first_name: user.first_name,
        last_name: user.last_name,
        mobile: user.mobile,
        role: String(user.role) as UserFormValues['role'],
        gender: user.gender === null ? '' : (String(user.gender) as UserFormValues['gender']),
        abstract: user.abstract,
      }
    : EMPTY_USER_FORM;

function UserForm({ user, onCancel, onSaved }: { user: User | null } & Omit<UserFormPanelProps, 'userId'>) {
  const [opened] = useState(() => valuesOf(user));
  const [values, setValues] = useState(opened);
  const [changed, setChanged] = useState(false);
  const draft = useFormDraft({
    form: `user:${user?.id ?? 'new'}`,
    values,
    initial: opened,
    restore: (kept) => {
      setValues(kept);
      // put-back work is checked at once, like typed work
      setChanged(true);
    },
  });
  const [serverErrors, setServerErrors] = useState<UserFormErrors>({});
  const avatar = useImageChoice(validateAvatarFile, () =>
    setServerErrors(({ avatar: _dropped, ...rest }) => rest),
  );

  const save = useSaveUser({
    onSuccess: () => {
      draft.clear();
      onSaved(user ? USER_MESSAGES.edited : USER_MESSAGES.created);
    },
    onError: (error) => setServerErrors(fieldErrors(error)),
  });

  const localErrors = validateUserForm(values);
  const valid = Object.keys(localErrors).length === 0 && !avatar.error;
  // Spec section 5: validation runs on every change, so messages show once the form is touched.
  const errors: UserFormErrors = { ...serverErrors, ...(changed ? localErrors : {}) };
  if (avatar.error) errors.avatar = avatar.error;

  const change = <K extends keyof UserFormValues>(field: K, value: UserFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setChanged(true);
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const field = bindFields(values, errors, change);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || save.isPending) return;
    const body = new FormData();
    body.set('first_name', values.first_name.trim());
    body.set('last_name', values.last_name.trim());
    body.set('mobile', values.mobile);
    body.set('role', values.role);
    body.set('gender', values.gender);
    body.set('abstract', values.abstract.trim());
    if (avatar.change.kind === 'file') body.set('avatar', avatar.change.file);
    else if (avatar.change.kind === 'remove' && user?.avatar) body.set('avatar', '');
    save.mutate({ id: user?.id, body });
  };

  const fullName = [values.first_name, values.last_name].filter(Boolean).join(' ');

  return (
    <PanelForm
      onSubmit={submit}
      draft={draft}
      error={save.isError ? errorDetail(save.error, USER_MESSAGES.saveFailed) : null}
    >
      <AvatarField
        currentUrl={user?.avatar ?? null}
        value={avatar.change}
        onSelect={avatar.select}
        onRemove={avatar.remove}
        error={errors.avatar}
        personName={fullName}
      />
      <NameFields
        first={field('first_name')}
        last={field('last_name')}
        firstLabel={USERS_TEXT.firstName}
        lastLabel={USERS_TEXT.lastName}
        lastRequired
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <LtrNumberField
          {...field('mobile', readMobileInput)}
          label={USERS_TEXT.phone}
          placeholder="09123456789"
          // no maxLength: the browser would cut a pasted '+98 912 …' before it is read
          input={{ inputMode: 'tel', autoComplete: 'off' }}
        />
        <TextField select {...field('role')} label={USERS_TEXT.role} required fullWidth>
          {ROLE_ORDER.map((role) => (
            <MenuItem key={role} value={String(role)}>
              {ROLE_LABELS[role]}
            </MenuItem>
          ))}
        </TextField>
        <GenderField {...field('gender')} label={USERS_TEXT.gender} required />
      </Stack>
      <AbstractField
        {...field('abstract')}
        label={USERS_TEXT.resume}
        required={values.role !== '' && Number(values.role) !== Role.Regular}
      />
      <FormButtons text={USERS_TEXT} pending={save.isPending} onCancel={onCancel} submitDisabled={!valid} />
    </PanelForm>
  );
}
