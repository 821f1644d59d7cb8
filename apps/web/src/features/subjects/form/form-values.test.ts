import { describe, expect, it } from 'vitest';
import { emptyTopic, topicFormData } from './form-values';

describe('topicFormData: the correction note (issue 15)', () => {
  const values = { ...emptyTopic(), title: 'عنوان', correction: '  رقم اصلاح شد.  ' };

  it('sends the trimmed note with an edit', () => {
    expect(topicFormData(values, true).get('correction')).toBe('رقم اصلاح شد.');
  });

  it('sends nothing for a blank note, nor with a new subject', () => {
    expect(topicFormData({ ...values, correction: '   ' }, true).has('correction')).toBe(false);
    expect(topicFormData(values, false).has('correction')).toBe(false);
  });
});
