import { describe, expect, it } from 'vitest';
import { emptySubject, subjectFormData } from './form-values';

describe('subjectFormData: the correction note', () => {
  const values = { ...emptySubject(), title: 'عنوان', correction: '  رقم اصلاح شد.  ' };

  it('sends the trimmed note with an edit', () => {
    expect(subjectFormData(values, true).get('correction')).toBe('رقم اصلاح شد.');
  });

  it('sends nothing for a blank note, nor with a new subject', () => {
    expect(subjectFormData({ ...values, correction: '   ' }, true).has('correction')).toBe(false);
    expect(subjectFormData(values, false).has('correction')).toBe(false);
  });
});
