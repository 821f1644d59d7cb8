import { describe, expect, it } from 'vitest';
import { normalizePersian, toLatinDigits, toPersianDigits } from './persian.ts';

describe('normalizePersian', () => {
  it('reads Arabic yeh and kaf as Persian', () => {
    expect(normalizePersian('كيك')).toBe('کیک');
    expect(normalizePersian('ي')).toBe(normalizePersian('ی'));
    expect(normalizePersian('ى')).toBe('ی');
  });
  it('folds teh marbuta, hamza forms, tatweel and diacritics', () => {
    expect(normalizePersian('مدرسة')).toBe('مدرسه');
    expect(normalizePersian('أحمد إيران')).toBe('احمد ایران');
    expect(normalizePersian('كـــتاب')).toBe('کتاب');
    expect(normalizePersian('مُحَمَّد')).toBe('محمد');
  });
  it('folds ZWNJ and runs of spaces into one space, and trims', () => {
    expect(normalizePersian('  خانه\u200Cی   من ')).toBe('خانهی من');
    expect(normalizePersian('سیل\u00A0زده')).toBe('سیل زده');
  });
  it('joins affixes written after a half-space, a space or nothing to their word', () => {
    for (const form of ['اسکناس\u200Cهای', 'اسکناس های', 'اسکناسهای'])
      expect(normalizePersian(`${form} نو`)).toBe('اسکناسهای نو');
    expect(normalizePersian('گران\u200Cترین')).toBe(normalizePersian('گرانترین'));
    expect(normalizePersian('نمی\u200Cشود')).toBe('نمیشود');
    expect(normalizePersian('می خواهم بروم')).toBe('میخواهم بروم');
    // only whole affixes after a Persian letter, and the particle only before one
    expect(normalizePersian('میدان ها')).toBe('میدانها');
    expect(normalizePersian('هایلایت ها')).toBe('هایلایتها');
    expect(normalizePersian('۲ ها و ok ی')).toBe('2 ها و ok ی');
    expect(normalizePersian('می ۲')).toBe('می 2');
  });
  it('reads Persian and Arabic digits as Latin and folds Latin case', () => {
    expect(normalizePersian('۱۴۰۳ و ٢٠٢٤ COVID')).toBe('1403 و 2024 covid');
  });
  it('is idempotent', () => {
    const once = normalizePersian('كـتابِ ۱۲ ABC');
    expect(normalizePersian(once)).toBe(once);
  });
});

describe('digits', () => {
  it('converts both ways', () => {
    expect(toLatinDigits('۰۹۱۲٣٤٥')).toBe('0912345');
    expect(toPersianDigits('2024/05')).toBe('۲۰۲۴/۰۵');
    expect(toPersianDigits(60)).toBe('۶۰');
  });
});
