import { isolateLatin } from '@rasti/contract/bidi';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@rasti/contract/limits';
import { SERVER_MESSAGES } from '@rasti/contract/messages';
import {
  emptyReviewForm,
  hasErrors,
  imageFileError,
  newsItemEntry,
  type ReviewFormValues,
  reviewFormData,
  serverErrors,
  validateReviewForm,
} from './review-form';

const image = new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' });

const complete = (): ReviewFormValues => ({
  subject: { id: 3, title: 'موضوع' },
  title: 'عنوان بررسی',
  summary: 'خلاصه',
  content: '<p>متن</p>',
  status: 2,
  image: { kind: 'file', file: image },
  newsItems: [newsItemEntry()],
  correction: '',
});

describe('validateReviewForm: the messages of spec section 5', () => {
  it('names every missing field in the summary and gives each its own message', () => {
    const errors = validateReviewForm(emptyReviewForm());
    expect(errors.summary).toBe(
      'لطفاً موارد زیر را تکمیل کنید: موضوع، عنوان، چکیده، متن بررسی، وضعیت، تصویر اصلی',
    );
    expect(errors.fields).toEqual({
      subject: 'موضوع الزامی است',
      title: 'عنوان الزامی است',
      summary: 'چکیده الزامی است',
      content: 'متن بررسی الزامی است',
      status: 'وضعیت الزامی است',
      main_images: 'تصویر اصلی الزامی است',
    });
  });

  it('refuses content beyond the bounds the server refuses before parsing, with the same sentence', () => {
    const errors = validateReviewForm({
      ...complete(),
      content: '<p>x</p>'.repeat(LIMITS.richTextMaxElements + 1),
    });
    expect(errors.fields).toEqual({ content: SERVER_MESSAGES.richTextTooManyElements });
    expect(errors.summary).toBe(SERVER_MESSAGES.richTextTooManyElements);
    expect(
      validateReviewForm({ ...complete(), content: '<p>x</p>'.repeat(LIMITS.richTextMaxElements) }).fields,
    ).toEqual({});
  });

  it('counts content of nothing but tags and spaces as missing, and blank text as missing', () => {
    const errors = validateReviewForm({ ...complete(), content: '<p> &nbsp;</p><p></p>', title: '   ' });
    expect(errors.summary).toBe('لطفاً موارد زیر را تکمیل کنید: عنوان، متن بررسی');
    expect(Object.keys(errors.fields)).toEqual(['title', 'content']);
  });

  it('accepts a complete form, an untouched news block included', () => {
    const errors = validateReviewForm(complete());
    expect(hasErrors(errors)).toBe(false);
  });

  it('keeps the saved image on edit without a new file', () => {
    expect(
      hasErrors(validateReviewForm({ ...complete(), image: { kind: 'keep', url: '/media/x.webp' } })),
    ).toBe(false);
  });

  it('requires a title on a news block that has anything in it, and a web link', () => {
    const values = complete();
    const entry = newsItemEntry({ summary: 'چکیده خبر', link: 'javascript:alert(1)' });
    values.newsItems = [entry];
    const errors = validateReviewForm(values);
    expect(errors.newsItems[entry.key]).toEqual({
      title: 'عنوان خبر الزامی است',
      // its Latin words isolated, so they keep the sentence's order (contract bidi.ts)
      link: isolateLatin('لینک باید یک نشانی معتبر http یا https باشد'),
    });
    expect(errors.summary).toBe('عنوان خبر الزامی است');
  });

  it('refuses a file that is not an image, an SVG and an image over 5 MB', () => {
    expect(imageFileError(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toContain(
      'فقط فایل تصویری',
    );
    expect(imageFileError(new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }))).toContain(
      'فقط فایل تصویری',
    );
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    expect(imageFileError(big)).toBe('حجم تصویر نباید بیشتر از ۵ مگابایت باشد.');
    expect(imageFileError(image)).toBeNull();
  });
});

describe('reviewFormData: the multipart body', () => {
  it('sends the fields, the file and the written news items in order, blank blocks left out', () => {
    const values = complete();
    values.newsItems = [
      newsItemEntry({
        title: ' اول ',
        link: 'example.ir/a',
        date: 1_700_000_000,
        sourceId: 5,
        evaluation: 2,
      }),
      newsItemEntry(),
      newsItemEntry({ title: 'دوم' }),
    ];
    const form = reviewFormData(values);
    expect(form.get('subject')).toBe('3');
    expect(form.get('title')).toBe('عنوان بررسی');
    expect(form.get('status')).toBe('2');
    expect(form.get('main_images')).toBe(image);
    expect(form.get('keep_image')).toBeNull();
    const items = JSON.parse(String(form.get('news_items')));
    expect(items).toHaveLength(2);
    expect(items[0]).toEqual({
      source_id: 5,
      title: 'اول',
      link: 'https://example.ir/a',
      date: 1_700_000_000,
      summary: '',
      evaluation: 2,
    });
    expect(items[1]).toMatchObject({ title: 'دوم', source_id: null, evaluation: null });
  });

  it('asks to keep the saved image when no new file was chosen', () => {
    const form = reviewFormData({ ...complete(), image: { kind: 'keep', url: '/media/x.webp' } });
    expect(form.get('keep_image')).toBe('true');
    expect(form.get('main_images')).toBeNull();
  });
});

describe('serverErrors: a 400 answer mapped onto the form', () => {
  it('puts review fields on their fields and news_items.<n> on the n-th block sent', () => {
    const values = complete();
    const blank = newsItemEntry();
    const written = newsItemEntry({ title: 'x', link: 'ftp://a' });
    values.newsItems = [blank, written];
    const mapped = serverErrors(
      {
        title: ['عنوان الزامی است'],
        subject_id: ['موضوع انتخاب‌شده وجود ندارد'],
        'news_items.0.link': ['لینک باید یک نشانی معتبر http یا https باشد'],
        unknown: ['?'],
      },
      values,
    );
    expect(mapped.fields).toEqual({ title: 'عنوان الزامی است', subject: 'موضوع انتخاب‌شده وجود ندارد' });
    expect(mapped.newsItems).toEqual({
      [written.key]: { link: 'لینک باید یک نشانی معتبر http یا https باشد' },
    });
  });
});
