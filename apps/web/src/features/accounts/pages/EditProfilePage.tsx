import type { User } from '@rasti/contract/accounts';
import { LIMITS } from '@rasti/contract/limits';
import { PROFILE_MESSAGES } from '@rasti/contract/messages';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  AbstractField,
  bindFields,
  GenderField,
  LtrNumberField,
  NameFields,
  useImageChoice,
} from '../../../components/admin';
import { PageHeading } from '../../../components/PageHeading';
import { errorDetail, fieldErrors } from '../../../lib/api/errors';
import { hasErrors } from '../../../lib/forms/schema-errors';
import AvatarField from '../components/AvatarField';
import MobileCodeStep from '../components/MobileCodeStep';
import { digitsOnly } from '../digits';
import { useMe, useSaveMe } from '../api/me';
import { MeStatus } from '../components/MeStatus';
import { ACCOUNT_TEXT } from '../messages';
import {
  type ProfileFormErrors,
  type ProfileFormValues,
  validateAvatarFile,
  validateMobile,
  validateProfileForm,
} from '../validate-profile-form';

// Long enough to read the success sentence before the page moves on to /profile.
const REDIRECT_AFTER_SAVE_MS = 1500;

export default function EditProfilePage() {
  const me = useMe();
  return (
    <>
      <PageHeading title={ACCOUNT_TEXT.editProfileTitle} />
      <MeStatus me={me} label={ACCOUNT_TEXT.editProfileTitle} />
      {/* Keyed by id only: a background refetch of ['me'] never wipes what is being typed. */}
      {me.data ? <ProfileForm key={me.data.id} user={me.data} /> : null}
    </>
  );
}

const initialValues = (user: User): ProfileFormValues => ({
  first_name: user.first_name,
  last_name: user.last_name,
  mobile: user.mobile,
  gender: user.gender === null ? '' : (String(user.gender) as '1' | '2'),
  abstract: user.abstract,
});

function ProfileForm({ user }: { user: User }) {
  const navigate = useNavigate();
  const save = useSaveMe();
  const [values, setValues] = useState(() => initialValues(user));
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<ProfileFormErrors>({});
  const avatar = useImageChoice(validateAvatarFile, () =>
    setServerErrors(({ avatar: _dropped, ...rest }) => rest),
  );
  const [alert, setAlert] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [saved, setSaved] = useState(false);
  // a new own mobile is proven by a code sent to it
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const mobileChanged = values.mobile !== user.mobile;
  const codeError = !mobileChanged
    ? undefined
    : codeSentTo !== values.mobile
      ? ACCOUNT_TEXT.mobileCodeFirst
      : otp.length !== LIMITS.codeLength
        ? PROFILE_MESSAGES.mobileCodeLength
        : undefined;
  const localErrors: ProfileFormErrors = {
    ...validateProfileForm(values),
    ...(codeError ? { otp: codeError } : {}),
  };
  const errors: ProfileFormErrors = { ...serverErrors, ...(tried ? localErrors : {}) };
  if (avatar.error) errors.avatar = avatar.error;

  const change = <K extends keyof ProfileFormValues>(field: K, value: ProfileFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const field = bindFields(values, errors, change);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (hasErrors(localErrors) || avatar.error || save.isPending || saved) return;
    const body = new FormData();
    body.set('first_name', values.first_name.trim());
    body.set('last_name', values.last_name.trim());
    body.set('mobile', values.mobile);
    if (values.gender) body.set('gender', values.gender);
    body.set('abstract', values.abstract.trim());
    if (mobileChanged) body.set('otp', otp);
    if (avatar.change.kind === 'file') body.set('avatar', avatar.change.file);
    else if (avatar.change.kind === 'remove' && user.avatar) body.set('avatar', '');
    setAlert(null);
    save.mutate(
      { id: user.id, body },
      {
        onSuccess: () => {
          setSaved(true);
          setServerErrors({});
          setAlert({ severity: 'success', text: PROFILE_MESSAGES.saved });
          redirectTimer.current = window.setTimeout(() => navigate('/profile'), REDIRECT_AFTER_SAVE_MS);
        },
        onError: (error) => {
          const fields = fieldErrors(error);
          const detail = errorDetail(error, ACCOUNT_TEXT.saveProfileFailed);
          setServerErrors(fields);
          // a refusal a field already states (a picture that is not one) is said there, not twice
          setAlert(Object.values(fields).includes(detail) ? null : { severity: 'error', text: detail });
        },
      },
    );
  };

  return (
    <Paper component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2.5}>
        {alert ? (
          <Alert severity={alert.severity} role={alert.severity === 'success' ? 'status' : 'alert'}>
            {alert.text}
          </Alert>
        ) : null}
        <AvatarField
          currentUrl={user.avatar}
          value={avatar.change}
          onSelect={avatar.select}
          onRemove={avatar.remove}
          error={errors.avatar}
          personName={user.full_name}
        />
        <NameFields
          first={field('first_name')}
          last={field('last_name')}
          firstLabel={ACCOUNT_TEXT.firstName}
          lastLabel={ACCOUNT_TEXT.lastName}
          lastRequired={false}
          autoComplete
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <LtrNumberField
            {...field('mobile', (raw) => digitsOnly(raw, LIMITS.phoneLength))}
            label={ACCOUNT_TEXT.mobile}
            placeholder="09123456789"
            input={{ inputMode: 'numeric', autoComplete: 'tel', maxLength: LIMITS.phoneLength }}
          />
          <GenderField {...field('gender')} label={ACCOUNT_TEXT.gender} />
        </Stack>
        {mobileChanged && !validateMobile(values.mobile) ? (
          <MobileCodeStep
            userId={user.id}
            mobile={values.mobile}
            sentTo={codeSentTo}
            onSent={(mobile) => {
              setCodeSentTo(mobile);
              setServerErrors(({ otp: _dropped, ...rest }) => rest);
            }}
            otp={otp}
            onOtpChange={(next) => {
              setOtp(next);
              setServerErrors(({ otp: _dropped, ...rest }) => rest);
            }}
            onMobileError={(message) => setServerErrors((e) => ({ ...e, mobile: message }))}
            error={errors.otp}
          />
        ) : null}
        <AbstractField {...field('abstract')} label={ACCOUNT_TEXT.description} />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to="/profile">
            {ACCOUNT_TEXT.cancel}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending} disabled={saved}>
            {ACCOUNT_TEXT.save}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
