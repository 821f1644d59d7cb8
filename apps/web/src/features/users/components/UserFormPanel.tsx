import type { User } from '@rasti/contract/accounts';
import { GENDER_LABELS, Gender, ROLE_LABELS, Role } from '@rasti/contract/enums';
import { LIMITS } from '@rasti/contract/limits';
import { USER_MESSAGES } from '@rasti/contract/messages';
import { readMobileInput } from '@rasti/contract/mobile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { DraftNotice } from '../../../components/DraftNotice';
import { useSession } from '../../../lib/auth/session';
import { useFormDraft } from '../../../lib/hooks/use-form-draft';
import { ApiRequestError } from '../../../lib/api/client';
import { errorDetail, fieldErrors } from '../../../lib/api/errors';
import AvatarField, { type AvatarChange } from '../../accounts/components/AvatarField';
import { createUser, updateUser, userQueryOptions, usersKeys } from '../api/users-api';
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
  const headingRef = useRef<HTMLHeadingElement>(null);
  const editing = userId !== null;
  const loaded = useQuery({ ...userQueryOptions(userId ?? 0), enabled: editing });

  // Opening the panel moves focus to it, so keyboard and screen-reader users land on the form.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const loadError =
    editing && loaded.isError
      ? loaded.error instanceof ApiRequestError && loaded.error.status === 404
        ? USER_MESSAGES.notFound
        : errorDetail(loaded.error, USER_MESSAGES.loadOneFailed)
      : null;

  return (
    <Paper component="section" aria-labelledby="user-form-title" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography
        id="user-form-title"
        ref={headingRef}
        tabIndex={-1}
        component="h2"
        variant="h6"
        sx={{ mb: 2, outline: 'none' }}
      >
        {editing ? USERS_TEXT.editUser : USERS_TEXT.addUser}
      </Typography>
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
    </Paper>
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
  const queryClient = useQueryClient();
  const session = useSession();
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
  const [avatar, setAvatar] = useState<AvatarChange>({ kind: 'keep' });
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<UserFormErrors>({});

  const save = useMutation({
    mutationFn: (body: FormData) => (user ? updateUser(user.id, body) : createUser(body)),
    onSuccess: ({ access }) => {
      // Editing one's own account answers a fresh token with the new names.
      if (access) session.setAccess(access);
      void queryClient.invalidateQueries({ queryKey: usersKeys.all });
      if (user && user.id === session.user?.id) void queryClient.invalidateQueries({ queryKey: ['me'] });
      draft.clear();
      onSaved(user ? USER_MESSAGES.edited : USER_MESSAGES.created);
    },
    onError: (error) => setServerErrors(fieldErrors(error)),
  });

  const localErrors = validateUserForm(values);
  const valid = Object.keys(localErrors).length === 0 && !avatarError;
  // Spec section 5: validation runs on every change, so messages show once the form is touched.
  const errors: UserFormErrors = { ...serverErrors, ...(changed ? localErrors : {}) };
  if (avatarError) errors.avatar = avatarError;

  const change = <K extends keyof UserFormValues>(field: K, value: UserFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setChanged(true);
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const selectAvatar = (file: File) => {
    const error = validateAvatarFile(file);
    setAvatarError(error);
    setServerErrors(({ avatar: _dropped, ...rest }) => rest);
    if (!error) setAvatar({ kind: 'file', file });
  };

  const removeAvatar = () => {
    setAvatarError(null);
    setAvatar({ kind: 'remove' });
  };

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
    if (avatar.kind === 'file') body.set('avatar', avatar.file);
    else if (avatar.kind === 'remove' && user?.avatar) body.set('avatar', '');
    save.mutate(body);
  };

  const fullName = [values.first_name, values.last_name].filter(Boolean).join(' ');

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2.5}>
        <DraftNotice draft={draft} />
        {save.isError ? (
          <Alert severity="error">{errorDetail(save.error, USER_MESSAGES.saveFailed)}</Alert>
        ) : null}
        <AvatarField
          currentUrl={user?.avatar ?? null}
          value={avatar}
          onSelect={selectAvatar}
          onRemove={removeAvatar}
          error={errors.avatar}
          personName={fullName}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={USERS_TEXT.firstName}
            value={values.first_name}
            onChange={(e) => change('first_name', e.target.value)}
            error={Boolean(errors.first_name)}
            helperText={errors.first_name}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: LIMITS.nameMaxLength } }}
          />
          <TextField
            label={USERS_TEXT.lastName}
            value={values.last_name}
            onChange={(e) => change('last_name', e.target.value)}
            error={Boolean(errors.last_name)}
            helperText={errors.last_name}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: LIMITS.nameMaxLength } }}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={USERS_TEXT.phone}
            value={values.mobile}
            onChange={(e) => change('mobile', readMobileInput(e.target.value))}
            error={Boolean(errors.mobile)}
            helperText={errors.mobile}
            placeholder="09123456789"
            required
            fullWidth
            slotProps={{
              htmlInput: {
                dir: 'ltr',
                // no maxLength: the browser would cut a pasted '+98 912 …' before it is read
                inputMode: 'tel',
                autoComplete: 'off',
              },
            }}
          />
          <TextField
            select
            label={USERS_TEXT.role}
            value={values.role}
            onChange={(e) => change('role', e.target.value as UserFormValues['role'])}
            error={Boolean(errors.role)}
            helperText={errors.role}
            required
            fullWidth
          >
            {ROLE_ORDER.map((role) => (
              <MenuItem key={role} value={String(role)}>
                {ROLE_LABELS[role]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={USERS_TEXT.gender}
            value={values.gender}
            onChange={(e) => change('gender', e.target.value as UserFormValues['gender'])}
            error={Boolean(errors.gender)}
            helperText={errors.gender}
            required
            fullWidth
          >
            <MenuItem value={String(Gender.Male)}>{GENDER_LABELS[Gender.Male]}</MenuItem>
            <MenuItem value={String(Gender.Female)}>{GENDER_LABELS[Gender.Female]}</MenuItem>
          </TextField>
        </Stack>
        <TextField
          label={USERS_TEXT.resume}
          value={values.abstract}
          onChange={(e) => change('abstract', e.target.value)}
          error={Boolean(errors.abstract)}
          helperText={errors.abstract}
          required={values.role !== '' && Number(values.role) !== Role.Regular}
          multiline
          minRows={4}
          fullWidth
          slotProps={{ htmlInput: { maxLength: LIMITS.abstractMaxLength } }}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button
            onClick={() => {
              // cancelling throws the unsaved work away on purpose
              draft.discard();
              onCancel();
            }}
            disabled={save.isPending}
          >
            {USERS_TEXT.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={!valid} loading={save.isPending}>
            {USERS_TEXT.submit}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
