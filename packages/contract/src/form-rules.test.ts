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

  const subjectEmpty = { title: true, abstract: false, content: false, main_images: true, category: false };
  const reviewEmpty = { subject: true, title: false, summary: true, content: false, main_images: false };
  it.each([
    {
      form: 'subject',
      missing: missingRequired(SUBJECT_REQUIRED, { ...subjectEmpty, status: false, reviews: true }),
      fields: ['title', 'main_images', 'reviews'],
      summary: 'لطفاً موارد زیر را تکمیل کنید: عنوان، تصویر، ارزیابی',
      messages: { title: 'عنوان الزامی است', main_images: 'تصویر الزامی است', reviews: 'ارزیابی الزامی است' },
    },
    {
      form: 'review',
      missing: missingRequired(REVIEW_REQUIRED, { ...reviewEmpty, status: false }),
      fields: ['subject', 'summary'],
      summary: `${REVIEW_REQUIRED.prefix}موضوع، چکیده`,
      messages: { subject: 'موضوع الزامی است', summary: 'چکیده الزامی است' },
    },
  ])(
    "gives the $form form's own per-field messages and summary",
    ({ missing, fields, summary, messages }) => {
      expect(missing).toEqual({ fields, summary, messages });
    },
  );
});
