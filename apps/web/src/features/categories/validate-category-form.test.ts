import { CATEGORY_MESSAGES } from '@rasti/contract';
import { describe, expect, it } from 'vitest';
import {
  categoryFormValues,
  DEFAULT_COLOR,
  toPickerValue,
  validateCategoryForm,
} from './validate-category-form';

describe('validateCategoryForm (spec section 5)', () => {
  it('requires a name and a colour, with their messages', () => {
    expect(validateCategoryForm({ title: ' ', color: '' })).toEqual({
      title: CATEGORY_MESSAGES.titleRequired,
      color: CATEGORY_MESSAGES.colorRequired,
    });
    expect(validateCategoryForm({ title: 'سیاسی', color: '#1565c0' })).toEqual({});
  });

  it('accepts only hex colour codes', () => {
    expect(validateCategoryForm({ title: 'سیاسی', color: 'red' }).color).toBe(CATEGORY_MESSAGES.colorInvalid);
    expect(validateCategoryForm({ title: 'سیاسی', color: '#abc' })).toEqual({});
    expect(validateCategoryForm({ title: 'سیاسی', color: '#11223344' })).toEqual({});
  });

  it("starts a new category black and an edit with the category's own values", () => {
    expect(categoryFormValues(null)).toEqual({ title: '', color: DEFAULT_COLOR });
    expect(DEFAULT_COLOR).toBe('#000000');
    expect(categoryFormValues({ id: 1, title: 'ورزشی', color: '#2E7D32' })).toEqual({
      title: 'ورزشی',
      color: '#2E7D32',
    });
  });

  it('gives the native picker a #rrggbb value for every code', () => {
    expect(toPickerValue('#ABC')).toBe('#aabbcc');
    expect(toPickerValue('#11223344')).toBe('#112233');
    expect(toPickerValue('نامعتبر')).toBe(DEFAULT_COLOR);
  });
});
