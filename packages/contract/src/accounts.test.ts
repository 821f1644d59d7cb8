import { describe, expect, it } from 'vitest';
import { createUserBody, mobile, validateLoginPhone, verifyAuthenticationBody } from './accounts.ts';
import { VALIDATION } from './messages.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('login phone rule', () => {
  it('gives the spec message for each fault, in order', () => {
    expect(validateLoginPhone('')).toBe(VALIDATION.phoneRequired);
    expect(validateLoginPhone('0912')).toBe(VALIDATION.phoneLength);
    expect(validateLoginPhone('19121234567')).toBe(VALIDATION.phonePrefix);
    expect(validateLoginPhone('09121234567')).toBeNull();
  });
});

describe('mobile schema', () => {
  it('accepts Persian digits and rejects wrong lengths and prefixes', () => {
    expect(mobile.parse('۰۹۱۲۱۲۳۴۵۶۷')).toBe('09121234567');
    expect(messages(mobile.safeParse('0912'))).toContain(VALIDATION.mobileLength);
    expect(messages(mobile.safeParse('19121234567'))).toContain(VALIDATION.mobilePrefix);
  });
});

describe('verify body', () => {
  it('needs a 6-digit code', () => {
    expect(verifyAuthenticationBody.safeParse({ mobile: '09121234567', otp: '12345' }).success).toBe(false);
    expect(verifyAuthenticationBody.parse({ mobile: '09121234567', otp: '۱۲۳۴۵۶' }).otp).toBe('123456');
  });
});

describe('user form body', () => {
  const base = { first_name: 'علی', last_name: 'رضایی', mobile: '09121234567', gender: '1' };
  it('requires a resume for every role but the regular one', () => {
    expect(createUserBody.safeParse({ ...base, role: '1' }).success).toBe(true);
    expect(messages(createUserBody.safeParse({ ...base, role: '4' }))).toContain(VALIDATION.resumeRequired);
    expect(createUserBody.safeParse({ ...base, role: '4', abstract: 'پژوهشگر' }).success).toBe(true);
  });
  it('names each missing field with its Persian message', () => {
    const m = messages(
      createUserBody.safeParse({ first_name: ' ', last_name: '', mobile: '', role: '1', gender: '1' }),
    );
    expect(m).toContain(VALIDATION.firstNameRequired);
    expect(m).toContain(VALIDATION.lastNameRequired);
  });
  it('refuses roles and genders outside the codes', () => {
    expect(createUserBody.safeParse({ ...base, role: '9' }).success).toBe(false);
    expect(createUserBody.safeParse({ ...base, role: '1', gender: '3' }).success).toBe(false);
  });
});
