import { LIMITS } from '@rasti/contract/limits';
import { validateLoginPhone } from '@rasti/contract/login-rules';
import { SIGN_IN_LINK_MESSAGES, VALIDATION } from '@rasti/contract/messages';
import { readMobileInput } from '@rasti/contract/mobile';
import { toPersianDigits } from '@rasti/contract/persian';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { PageHeading } from '../../../components/PageHeading';
import { ApiRequestError } from '../../../lib/api/client';
import { useSession } from '../../../lib/auth/session';
import { attachTemporaryToken, signInWithLink, useRequestCode, useVerifyCode } from '../api/sign-in';
import CodeInput from '../components/CodeInput';
import { sendCodeError, verifyCodeError } from '../login/login-errors';
import {
  type LoginStep,
  clearLoginState,
  loadLoginState,
  saveLoginState,
  secondsLeft,
} from '../login/login-state';
import { deleteTemporaryToken, readTemporaryToken } from '../login/temporary-token';
import { useWebOtp } from '../login/use-web-otp';
import { ACCOUNT_TEXT } from '../messages';

export default function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  // Read once: a reload within the resend interval resumes the code step and its countdown.
  const [saved] = useState(() => loadLoginState());
  const [step, setStep] = useState<LoginStep>(saved?.step ?? 'phone');
  const [phone, setPhone] = useState(saved?.phone ?? '');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [phoneTried, setPhoneTried] = useState(false);
  const [lastSentTime, setLastSentTime] = useState<number | null>(saved?.lastSentTime ?? null);
  // the number the last code went to: asking again for it within the interval resumes its countdown
  const [sentTo, setSentTo] = useState<string | null>(saved?.phone ?? null);
  // the server's Retry-After when it refused a code (another tab, a cleared storage, the hourly cap)
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [codeFirst, setCodeFirst] = useState('');
  const [codeSecond, setCodeSecond] = useState('');
  const [codeTouched, setCodeTouched] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  // set just before this page signs in, so its own navigation (with the ask flow's state) is the one taken
  const signingIn = useRef(false);
  // a super admin's one-time sign-in link: /login#link=<secret>, tried once, then taken off the address
  const location = useLocation();
  const [linkToken] = useState(() =>
    location.hash.startsWith('#link=') ? location.hash.slice('#link='.length) : null,
  );
  const [linkPending, setLinkPending] = useState(linkToken !== null);
  const linkTried = useRef(false);
  useEffect(() => {
    if (!linkToken || linkTried.current) return;
    linkTried.current = true;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    signInWithLink(linkToken).then(
      (tokens) => {
        signingIn.current = true;
        session.login(tokens);
        navigate('/', { replace: true });
      },
      () => {
        setLinkPending(false);
        setAlert(SIGN_IN_LINK_MESSAGES.invalid);
      },
    );
  }, [linkToken, navigate, session]);

  const remaining = secondsLeft(lastSentTime, now);
  const waitLeft = waitUntil === null ? 0 : Math.max(0, Math.ceil((waitUntil - now) / 1000));
  const codeComplete =
    codeFirst.length === LIMITS.codePartLength && codeSecond.length === LIMITS.codePartLength;

  useEffect(() => {
    if (lastSentTime === null && waitUntil === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (secondsLeft(lastSentTime, current) === 0 && (waitUntil ?? 0) <= current) {
        window.clearInterval(timer);
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [lastSentTime, waitUntil]);

  const sendMutation = useRequestCode();
  const resendMutation = useRequestCode();
  const verifyMutation = useVerifyCode();

  const setCode = (first: string, second: string) => {
    setCodeFirst(first);
    setCodeSecond(second);
    setCodeTouched(true);
  };

  useWebOtp(step === 'code', (code) =>
    setCode(code.slice(0, LIMITS.codePartLength), code.slice(LIMITS.codePartLength)),
  );

  const changePhone = (raw: string) => {
    const next = readMobileInput(raw);
    setPhone(next);
    if (phoneTried) setPhoneError(validateLoginPhone(next));
  };

  /** A refused code request (429) with the server's Retry-After: its countdown rather than a bare 'wait'. */
  const countDownRefusal = (error: unknown): boolean => {
    if (!(error instanceof ApiRequestError) || error.status !== 429 || !error.retryAfter) return false;
    const current = Date.now();
    setNow(current);
    setWaitUntil(current + error.retryAfter * 1000);
    return true;
  };

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    setPhoneTried(true);
    const error = validateLoginPhone(phone);
    setPhoneError(error);
    if (error || sendMutation.isPending) return;
    setAlert(null);
    setNotice(null);
    setWaitUntil(null);
    if (phone === sentTo && remaining > 0 && lastSentTime !== null) {
      // the code sent to this number is still valid and a new one would be refused: back to it, countdown running
      setCode('', '');
      setCodeTouched(false);
      setStep('code');
      setNotice(ACCOUNT_TEXT.codeAlreadySent);
      saveLoginState({ step: 'code', phone, lastSentTime });
      return;
    }
    sendMutation.mutate(phone, {
      onSuccess: () => {
        const sentAt = Date.now();
        setLastSentTime(sentAt);
        setSentTo(phone);
        setCode('', '');
        setCodeTouched(false);
        setStep('code');
        saveLoginState({ step: 'code', phone, lastSentTime: sentAt });
      },
      onError: (error) => {
        if (!countDownRefusal(error)) setAlert(sendCodeError(error));
      },
    });
  };

  const resend = () => {
    if (remaining > 0 || waitLeft > 0 || resendMutation.isPending) return;
    // The countdown starts at once so the button cannot be pressed twice; a failure stops it again.
    const sentAt = Date.now();
    setLastSentTime(sentAt);
    setAlert(null);
    setNotice(null);
    resendMutation.mutate(phone, {
      onSuccess: () => saveLoginState({ step: 'code', phone, lastSentTime: sentAt }),
      onError: (error) => {
        setLastSentTime(null);
        if (!countDownRefusal(error)) setAlert(sendCodeError(error, true));
      },
    });
  };

  const changeNumber = () => {
    setStep('phone');
    setCode('', '');
    setCodeTouched(false);
    setAlert(null);
    setNotice(null);
    setWaitUntil(null);
    if (lastSentTime !== null) saveLoginState({ step: 'phone', phone, lastSentTime });
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    setCodeTouched(true);
    if (!codeComplete || verifyMutation.isPending) return;
    setAlert(null);
    verifyMutation.mutate(
      { mobile: phone, otp: codeFirst + codeSecond },
      {
        onSuccess: async (tokens) => {
          clearLoginState();
          signingIn.current = true;
          session.login(tokens);
          const temporaryToken = readTemporaryToken();
          if (!temporaryToken) {
            navigate('/', { replace: true });
            return;
          }
          let attached = false;
          try {
            await attachTemporaryToken(temporaryToken);
            attached = true;
          } catch {
            attached = false;
          }
          deleteTemporaryToken();
          navigate('/', { replace: true, state: { postTemp: attached, from: 'ask' } });
        },
        onError: (error) => setAlert(verifyCodeError(error)),
      },
    );
  };

  const codeError = codeTouched && !codeComplete ? VALIDATION.codeIncomplete : null;

  // someone already signed in has nothing to do here
  if (session.isAuthenticated && !signingIn.current) return <Navigate to="/" replace />;

  return (
    <Box component="main" sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, sm: 6 } }}>
      <Paper component="section" sx={{ width: '100%', maxWidth: 440, p: { xs: 2.5, sm: 4 } }}>
        <PageHeading title={ACCOUNT_TEXT.loginTitle} />

        {linkPending ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {SIGN_IN_LINK_MESSAGES.signingIn}
          </Alert>
        ) : null}
        {alert ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {alert}
          </Alert>
        ) : null}
        {waitLeft > 0 ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {ACCOUNT_TEXT.codeWaitFor(toPersianDigits(waitLeft))}
          </Alert>
        ) : null}
        {step === 'code' && notice ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {notice}
          </Alert>
        ) : null}

        {step === 'phone' ? (
          <Box component="form" noValidate onSubmit={submitPhone}>
            <Typography sx={{ mb: 2 }} color="text.secondary">
              {ACCOUNT_TEXT.loginIntro}
            </Typography>
            <TextField
              label={ACCOUNT_TEXT.phoneLabel}
              value={phone}
              onChange={(e) => changePhone(e.target.value)}
              error={Boolean(phoneError)}
              helperText={phoneError ?? ' '}
              placeholder="09123456789"
              autoFocus
              fullWidth
              required
              slotProps={{
                htmlInput: {
                  dir: 'ltr',
                  // no maxLength: the browser would cut a pasted '+98 912 …' before it is read
                  inputMode: 'tel',
                  autoComplete: 'tel',
                },
              }}
            />
            <Button
              type="submit"
              variant="contained"
              fullWidth
              loading={sendMutation.isPending}
              sx={{ mt: 1 }}
            >
              {ACCOUNT_TEXT.sendCode}
            </Button>
            <Button component={RouterLink} to="/" fullWidth sx={{ mt: 1 }}>
              {ACCOUNT_TEXT.backHome}
            </Button>
          </Box>
        ) : (
          <Box component="form" noValidate onSubmit={submitCode}>
            <Typography sx={{ mb: 2 }} color="text.secondary">
              {ACCOUNT_TEXT.codeIntro(toPersianDigits(phone))}
            </Typography>
            <CodeInput first={codeFirst} second={codeSecond} onChange={setCode} error={codeError} />
            <Stack spacing={1} sx={{ mt: 2 }}>
              <Button
                type="submit"
                variant="contained"
                fullWidth
                disabled={!codeComplete}
                loading={verifyMutation.isPending}
              >
                {ACCOUNT_TEXT.verify}
              </Button>
              <Button
                onClick={resend}
                disabled={remaining > 0 || waitLeft > 0}
                loading={resendMutation.isPending}
                fullWidth
              >
                {remaining > 0 ? ACCOUNT_TEXT.resendIn(toPersianDigits(remaining)) : ACCOUNT_TEXT.resend}
              </Button>
              <Button onClick={changeNumber} fullWidth>
                {ACCOUNT_TEXT.changeNumber}
              </Button>
              <Button component={RouterLink} to="/" fullWidth>
                {ACCOUNT_TEXT.backHome}
              </Button>
            </Stack>
          </Box>
        )}
      </Paper>
    </Box>
  );
}
