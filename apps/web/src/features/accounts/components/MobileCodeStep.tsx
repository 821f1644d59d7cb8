import { LIMITS } from '@rasti/contract/limits';
import { toPersianDigits } from '@rasti/contract/persian';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useRequestMobileChange } from '../api/request-mobile-change';
import { errorDetail, fieldErrors } from '../../../lib/api/errors';
import { digitsOnly } from '../digits';
import { ACCOUNT_TEXT } from '../messages';
import { LtrNumberField } from '../../../components/admin';

const RESEND_MS = LIMITS.resendSeconds * 1000;

const secondsLeft = (sentAt: number | null, now: number) =>
  sentAt === null
    ? 0
    : Math.min(LIMITS.resendSeconds, Math.max(0, Math.ceil((RESEND_MS - (now - sentAt)) / 1000)));

export interface MobileCodeStepProps {
  userId: number;
  /** the new number, already valid and different from the current one */
  mobile: string;
  /** the number the last code went to, if any */
  sentTo: string | null;
  onSent(mobile: string): void;
  otp: string;
  onOtpChange(otp: string): void;
  /** a refusal of the new number itself (taken, the current one) belongs under the mobile field */
  onMobileError(message: string): void;
  error?: string;
}

/**
 * The proof of a new mobile on the edit-profile screen: 'send code' sends a one-time code to
 * the new number, then a 6-digit field takes it, with a resend once the 60 s wait is over.
 */
export default function MobileCodeStep(props: MobileCodeStepProps) {
  const { userId, mobile, sentTo, onSent, otp, onOtpChange, onMobileError, error } = props;
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [alert, setAlert] = useState<string | null>(null);
  const send = useRequestMobileChange(userId, mobile);
  const remaining = secondsLeft(sentAt, now);
  const codeStep = sentTo === mobile;

  useEffect(() => {
    if (sentAt === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (secondsLeft(sentAt, current) === 0) window.clearInterval(timer);
    }, LIMITS.clockMs);
    return () => window.clearInterval(timer);
  }, [sentAt]);

  const sendCode = () => {
    if (send.isPending || (codeStep && remaining > 0)) return;
    setAlert(null);
    send.mutate(undefined, {
      onSuccess: () => {
        setSentAt(Date.now());
        onOtpChange('');
        onSent(mobile);
      },
      onError: (failure) => {
        const mobileError = fieldErrors(failure).mobile;
        if (mobileError) onMobileError(mobileError);
        else setAlert(errorDetail(failure, ACCOUNT_TEXT.sendMobileCodeFailed));
      },
    });
  };

  const persianMobile = toPersianDigits(mobile);
  return (
    <Stack spacing={1.5} role="group" aria-label={ACCOUNT_TEXT.mobileCodeGroup}>
      {alert ? <Alert severity="error">{alert}</Alert> : null}
      <Typography variant="body2" color={error && !codeStep ? 'error' : 'text.secondary'}>
        {codeStep
          ? ACCOUNT_TEXT.mobileCodeSentTo(persianMobile)
          : (error ?? ACCOUNT_TEXT.mobileCodeIntro(persianMobile))}
      </Typography>
      {codeStep ? (
        <LtrNumberField
          label={ACCOUNT_TEXT.mobileCodeLabel}
          value={otp}
          onChange={(e) => onOtpChange(digitsOnly(e.target.value, LIMITS.codeLength))}
          error={Boolean(error)}
          helperText={error}
          input={{ inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: LIMITS.codeLength }}
        />
      ) : null}
      <Button
        onClick={sendCode}
        variant={codeStep ? 'text' : 'outlined'}
        disabled={codeStep && remaining > 0}
        loading={send.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {!codeStep
          ? ACCOUNT_TEXT.sendCode
          : remaining > 0
            ? ACCOUNT_TEXT.resendIn(toPersianDigits(remaining))
            : ACCOUNT_TEXT.resend}
      </Button>
    </Stack>
  );
}
