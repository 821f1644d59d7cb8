import { describe, expect, it } from 'vitest';
import * as contract from './index.ts';

// The field lists are read from one list of labels per feature: the required fields and the history's
// fields keep their own order and the Persian names the messages and screens use.
const keys = (fields: object) => Object.keys(fields).join(' ');
const labels = (fields: Record<string, string>) => Object.values(fields).join('، ');

describe('the field lists', () => {
  it("name the subject form's required fields in the message's order", () => {
    const fields = contract.SUBJECT_REQUIRED_FIELDS;
    expect(keys(fields)).toBe('title abstract content main_images category status reviews');
    expect(labels(fields)).toBe('عنوان، چکیده، محتوا، تصویر، دسته‌بندی، وضعیت، ارزیابی');
    expect(contract.subjectMissingMessage(['title', 'reviews'])).toBe(
      'لطفاً موارد زیر را تکمیل کنید: عنوان، ارزیابی',
    );
  });

  it("name the review form's required fields in the message's order", () => {
    expect(keys(contract.REVIEW_REQUIRED_FIELDS)).toBe('subject title summary content status main_images');
    expect(labels(contract.REVIEW_REQUIRED_FIELDS)).toBe('موضوع، عنوان، چکیده، متن بررسی، وضعیت، تصویر اصلی');
  });

  it("list the history's fields in the edit screen's order", () => {
    expect(keys(contract.SUBJECT_HISTORY_FIELDS)).toBe(
      'title abstract content main_images file category reviews status priority hashtags date_published',
    );
    expect(keys(contract.REVIEW_HISTORY_FIELDS)).toBe(
      'subject title summary content main_images status date_published news_items',
    );
    expect(labels(contract.SUBJECT_HISTORY_FIELDS)).toBe(
      'عنوان، چکیده، محتوا، تصویر، فایل پیوست، دسته‌بندی، ارزیابی، وضعیت، اولویت، هشتگ‌ها، تاریخ انتشار',
    );
    expect(contract.HISTORY_FIELD_LABELS.news_items).toBe('اخبار');
  });
});
