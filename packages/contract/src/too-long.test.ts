import { describe, expect, it } from 'vitest';
import { createUserBody, updateUserBody } from './accounts.ts';
import { categoryCreateBody } from './categories.ts';
import { outletCreateBody } from './outlets.ts';
import { LIMITS } from './limits.ts';
import { CATEGORY_MESSAGES, textTooLong, VALIDATION } from './index.ts';

// A text over its maximum length is told so, not that it is required.

const messagesOf = (
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) => (result.error?.issues ?? []).filter((i) => i.path[0] === field).map((i) => i.message);

describe('too long texts', () => {
  const long = 'ب'.repeat(LIMITS.nameMaxLength + 1);

  it("a category title: 'too long', and still 'required' when it is missing or empty", () => {
    expect(messagesOf(categoryCreateBody.safeParse({ title: long, color: '#fff' }), 'title')).toEqual([
      textTooLong(LIMITS.nameMaxLength),
    ]);
    expect(messagesOf(categoryCreateBody.safeParse({ color: '#fff' }), 'title')).toEqual([
      CATEGORY_MESSAGES.titleRequired,
    ]);
    expect(messagesOf(categoryCreateBody.safeParse({ title: ' ', color: '#fff' }), 'title')).toEqual([
      CATEGORY_MESSAGES.titleRequired,
    ]);
  });

  it('a first name, in the create and edit forms', () => {
    expect(messagesOf(updateUserBody.safeParse({ first_name: long }), 'first_name')).toEqual([
      textTooLong(LIMITS.nameMaxLength),
    ]);
    expect(messagesOf(createUserBody.safeParse({ first_name: long }), 'first_name')).toEqual([
      textTooLong(LIMITS.nameMaxLength),
    ]);
    expect(messagesOf(createUserBody.safeParse({}), 'first_name')).toEqual([VALIDATION.firstNameRequired]);
  });

  it('any text with a maximum and no message of its own', () => {
    expect(messagesOf(outletCreateBody.safeParse({ name: 'ن'.repeat(151) }), 'name')).toEqual([
      textTooLong(150),
    ]);
    expect(textTooLong(100)).toBe('این متن نباید بیشتر از ۱۰۰ نویسه باشد.');
  });
});
