import { describe, expect, it } from 'vitest';
import { isolateLatin } from './bidi.ts';
import { SERVER_MESSAGES, VALIDATION } from './messages.ts';
import { ATTACHMENT_MESSAGES } from './subject-messages.ts';

const LRI = '\u2066';
const PDI = '\u2069';

describe('isolateLatin', () => {
  it('isolates each Latin word and leaves the Persian and its commas alone', () => {
    expect(isolateLatin('فقط (jpeg، png یا avif) پذیرفته می‌شود.')).toBe(
      `فقط (${LRI}jpeg${PDI}، ${LRI}png${PDI} یا ${LRI}avif${PDI}) پذیرفته می‌شود.`,
    );
    expect(isolateLatin('بدون واژه‌ی لاتین')).toBe('بدون واژه‌ی لاتین');
  });

  it('is applied to the messages that name file types, and their digits are Persian', () => {
    expect(SERVER_MESSAGES.imageOnly).toContain(`${LRI}jpeg${PDI}، ${LRI}png${PDI}`);
    expect(ATTACHMENT_MESSAGES.typeRefused).toContain(`${LRI}pdf${PDI}، ${LRI}docx${PDI}`);
    expect(VALIDATION.phoneLength).toBe('شماره تلفن باید ۱۱ رقم باشد');
    expect(VALIDATION.mobilePrefix).toBe('شماره موبایل باید با ۰۹ شروع شود');
  });
});
