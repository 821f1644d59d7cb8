import { SOURCE_MESSAGES } from '@rasti/contract/source-messages';
import type { Source } from '@rasti/contract/sources';
import { describe, expect, it } from 'vitest';
import {
  checkSourceForm,
  emptySourceValues,
  type SourceFormValues,
  sourcePayload,
  sourceToValues,
} from './validate-source-form';

const filled: SourceFormValues = {
  publisher: { id: 4, name: 'خبرگزاری نمونه', logo: null },
  title: ' عنوان خبر ',
  link: '',
  date: 1_710_923_400,
  summary: ' چکیده ',
  result: null,
};

describe('checkSourceForm', () => {
  it('asks for publisher, title and summary together with the spec message', () => {
    const check = checkSourceForm(emptySourceValues(1));
    expect(check.message).toBe('لطفاً تمام فیلدهای عنوان و خبرگزاری و چکیده را پر کنید');
    expect(check.fields).toEqual({
      publisher: SOURCE_MESSAGES.required,
      title: SOURCE_MESSAGES.required,
      summary: SOURCE_MESSAGES.required,
    });
  });

  it('marks only the missing field and counts spaces as empty', () => {
    expect(checkSourceForm({ ...filled, title: '   ' }).fields).toEqual({ title: SOURCE_MESSAGES.required });
    expect(checkSourceForm({ ...filled, publisher: null }).fields).toEqual({
      publisher: SOURCE_MESSAGES.required,
    });
    expect(checkSourceForm({ ...filled, summary: '\n' }).fields).toEqual({
      summary: SOURCE_MESSAGES.required,
    });
  });

  it('lets the link and date be empty, but a given link must be a web address', () => {
    expect(checkSourceForm({ ...filled, date: null })).toEqual({ message: null, fields: {} });
    expect(checkSourceForm({ ...filled, link: 'example.com/news/1' }).message).toBeNull();
    expect(checkSourceForm({ ...filled, link: 'javascript:alert(1)' })).toEqual({
      message: SOURCE_MESSAGES.linkInvalid,
      fields: { link: SOURCE_MESSAGES.linkInvalid },
    });
  });
});

describe('sourcePayload', () => {
  it('builds the spec save payload, trimmed, with the date in Unix seconds and https:// added', () => {
    expect(sourcePayload({ ...filled, link: 'example.com/a', result: 2 }, 9)).toEqual({
      news_subject: 9,
      subject_id: 9,
      title: 'عنوان خبر',
      link: 'https://example.com/a',
      publisher: 4,
      date_published_rumor: 1_710_923_400,
      result: 2,
      summary: 'چکیده',
      status: 2,
    });
  });

  it('keeps a source status when given', () => {
    expect(sourcePayload(filled, 9, 1).status).toBe(1);
  });
});

describe('form values', () => {
  it('starts a new source on today (Unix seconds) and reads an existing one back', () => {
    expect(emptySourceValues(123).date).toBe(123);
    const now = Math.floor(Date.now() / 1000);
    expect(Math.abs((emptySourceValues().date ?? 0) - now)).toBeLessThan(5);
    const source: Source = {
      id: 1,
      news_subject: 9,
      title: 't',
      link: 'https://x.ir',
      publisher: 4,
      publisher_name: 'n',
      logo: '/media/l.webp',
      summary: 's',
      date_published_rumor: 99,
      result_id: 3,
      reviews_color: '#000',
      reviews_title: 'نادرست',
      status: 2,
    };
    expect(sourceToValues(source)).toEqual({
      publisher: { id: 4, name: 'n', logo: '/media/l.webp' },
      title: 't',
      link: 'https://x.ir',
      date: 99,
      summary: 's',
      result: 3,
    });
  });
});
