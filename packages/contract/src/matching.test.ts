import { describe, expect, it } from 'vitest';
import { normalizeForMatching } from './matching.ts';

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
