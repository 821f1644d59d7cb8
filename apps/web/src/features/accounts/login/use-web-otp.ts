import { LIMITS } from '@rasti/contract/limits';
import { useEffect, useRef } from 'react';
import { digitsOnly } from '../digits';

// The WebOTP API is not in TypeScript's DOM library yet.
interface OtpCredential extends Credential {
  code: string;
}
type OtpRequestOptions = CredentialRequestOptions & { otp: { transport: string[] } };

/**
 * While `active`, asks the browser for a one-time code arriving by SMS (WebOTP) and hands a
 * 6-digit code to `onCode`. The request is aborted when the step ends or the page unmounts.
 */
export function useWebOtp(active: boolean, onCode: (code: string) => void): void {
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  });

  useEffect(() => {
    if (!active || typeof window === 'undefined' || !('OTPCredential' in window)) return;
    if (!navigator.credentials?.get) return;
    const controller = new AbortController();
    const options: OtpRequestOptions = { otp: { transport: ['sms'] }, signal: controller.signal };
    navigator.credentials
      .get(options)
      .then((credential) => {
        const code = digitsOnly((credential as OtpCredential | null)?.code ?? '');
        if (!controller.signal.aborted && code.length === LIMITS.codeLength) onCodeRef.current(code);
      })
      // Aborts and refusals are expected (unmount, user dismissed the prompt): typing still works.
      .catch(() => {});
    return () => controller.abort();
  }, [active]);
}
