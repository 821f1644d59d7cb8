import { describe, expect, it } from 'vitest';
import { keySpellings, lightStem, normalizeForMatching, questionKey } from './matching.ts';

describe('normalizeForMatching', () => {
  it('reads Arabic letters, half-spaces, diacritics, tatweel and the three digit systems alike', () => {
    expect(normalizeForMatching('قيمت بنزين ٣ برابر')).toBe('قیمت بنزین 3 برابر');
    expect(normalizeForMatching('قیمت بنزین ۳ برابر')).toBe('قیمت بنزین 3 برابر');
    expect(normalizeForMatching('قیمت بنزین 3 برابر')).toBe('قیمت بنزین 3 برابر');
    expect(normalizeForMatching('شبکه‌های اجتماعی')).toBe(normalizeForMatching('شبکه های اجتماعی'));
    expect(normalizeForMatching('كرونـــا')).toBe('کرونا');
    expect(normalizeForMatching('واقعاً مُهم')).toBe('مهم');
  });

  it('maps colloquial spellings to their written forms', () => {
    expect(normalizeForMatching('میخوام بدونم')).toBe('خواهم');
    expect(normalizeForMatching('می‌خوام')).toBe(normalizeForMatching('میخوام'));
    expect(normalizeForMatching('دلار صد هزار تومن میرسه')).toBe('دلار صد هزار تومان رسد');
    expect(normalizeForMatching('میشه')).toBe(normalizeForMatching('می‌شود'));
    expect(normalizeForMatching('نمیشه')).toBe(normalizeForMatching('نمی‌شود'));
    expect(normalizeForMatching('این عکس جعلیه')).toBe('عکس جعلی');
    expect(normalizeForMatching('بلیط مترو یه هفته گرون شد')).toBe('بلیت مترو هفته گران');
    expect(normalizeForMatching('ماجرا چیه')).toBe('ماجرا');
  });

  it('drops question words and fillers that carry no meaning, keeping words that merely start like a verb', () => {
    expect(normalizeForMatching('آیا واقعا بنزین گران می‌شود؟ درسته؟ راسته؟')).toBe('بنزین گران');
    expect(normalizeForMatching('صحت دارد که میز و میدان و میلیون')).toBe('میز میدان میلیون');
    expect(normalizeForMatching('آیا درسته؟')).toBe('');
  });
});

describe('questionKey (grouping)', () => {
  const same = (a: string, b: string) => expect(questionKey(a).sort()).toEqual(questionKey(b).sort());

  it('stems plural, comparative and derivational endings, and leaves words that only look affixed', () => {
    expect(lightStem('اسکناسهای')).toBe('اسکناس');
    expect(lightStem('گرانترین')).toBe('گران');
    expect(lightStem('گرانی')).toBe('گران');
    expect(lightStem('بازنشستگان')).toBe('بازنشسته');
    expect(lightStem('دانشجویان')).toBe('دانشجو');
    expect(lightStem('گرسنگی')).toBe('گرسنه');
    expect(lightStem('دانشجویی')).toBe('دانشجو');
    for (const word of ['فیلتر', 'دکتر', 'بازی', 'ماهی', 'تهران', 'ایران'])
      expect(lightStem(word)).toBe(word);
  });

  it('reads verbs across tenses, number words and digits, and the synonyms of rumours as one', () => {
    same('گرانی بنزین', 'بنزین گران می‌شود');
    same('بنزین گران شد', 'بنزین گران‌تر میشه');
    same('وام سی میلیون', 'وام ۳۰ میلیونی');
    same('وام 30 میلیون', 'وام سی میلیون');
    same('هفته آینده', 'هفته بعد');
    same('هفته دیگه', 'هفته آینده');
    same('زلزله تهران', 'زمین‌لرزه تهران');
    same('قطعی اینترنت', 'اینترنت قطع میشه');
    same('دلار به صد هزار تومان رسید', 'دلار صد هزار تومن میرسه');
    same('اسکناسهای نو', 'اسکناس‌های نو');
    expect(questionKey('نان دو برابر می‌شود')).toEqual(['نان', '2', 'برابر']);
  });

  it('spells a key every way a stored text may hold it', () => {
    expect(keySpellings('30')).toEqual(expect.arrayContaining(['30', 'سی']));
    expect(keySpellings('آینده')).toEqual(expect.arrayContaining(['بعد', 'دیگر', 'دیگه']));
    expect(keySpellings('گران')).toEqual(expect.arrayContaining(['گرون']));
  });
});
