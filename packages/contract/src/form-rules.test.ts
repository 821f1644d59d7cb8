import { describe, expect, it } from 'vitest';
import { missingRequired, type RequiredFields } from './form-rules.ts';
import { REVIEW_REQUIRED } from './review-messages.ts';
import { SUBJECT_REQUIRED } from './subject-messages.ts';

// The one required-field rule the services and the forms share (spec section 5).
const rule: RequiredFields<'a' | 'b' | 'c'> = {
  labels: { a: 'الف', b: 'ب', c: 'پ' },
  prefix: 'کامل کنید: ',
  messages: { a: 'الف لازم است', b: 'ب لازم است', c: 'پ لازم است' },
};

describe('missingRequired', () => {
  it("lists the empty fields in the rule's order, whatever the order of the flags", () => {
    const missing = missingRequired(rule, { c: true, b: false, a: true });
    expect(missing?.fields).toEqual(['a', 'c']);
    expect(missing?.summary).toBe('کامل کنید: الف، پ');
    expect(missing?.messages).toEqual({ a: 'الف لازم است', c: 'پ لازم است' });
  });

  it('answers null when nothing is empty', () => {
    expect(missingRequired(rule, { a: false, b: false, c: false })).toBeNull();
  });

  it('on an edit counts only the fields sent empty', () => {
    const sent = (field: string) => field !== 'a';
    expect(missingRequired(rule, { a: true, b: true, c: false }, sent)?.fields).toEqual(['b']);
    expect(missingRequired(rule, { a: true, b: false, c: false }, sent)).toBeNull();
  });

  it("gives the subject form's own per-field messages and summary", () => {
    const empty = {
      title: true,
      abstract: false,
      content: false,
      main_images: true,
      category: false,
      status: false,
      reviews: true,
    };
    expect(missingRequired(SUBJECT_REQUIRED, empty)).toEqual({
      fields: ['title', 'main_images', 'reviews'],
      summary: 'لطفاً موارد زیر را تکمیل کنید: عنوان، تصویر، ارزیابی',
      messages: { title: 'عنوان الزامی است', main_images: 'تصویر الزامی است', reviews: 'ارزیابی الزامی است' },
    });
  });

  it("gives the review form's own per-field messages and summary", () => {
    const empty = {
      subject: true,
      title: false,
      summary: true,
      content: false,
      status: false,
      main_images: false,
    };
    const missing = missingRequired(REVIEW_REQUIRED, empty);
    expect(missing?.fields).toEqual(['subject', 'summary']);
    expect(missing?.summary).toBe(`${REVIEW_REQUIRED.prefix}موضوع، چکیده`);
    expect(missing?.messages).toEqual({ subject: 'موضوع الزامی است', summary: 'چکیده الزامی است' });
  });
});
