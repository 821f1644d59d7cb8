import { describe, expect, it } from 'vitest';
import { canEditReview } from './permissions';

const own = { author_id: 7, author: { id: 7 } };
const other = { author_id: 9, author: { id: 9 } };

describe('canEditReview: the report page edit link', () => {
  it('is never offered to visitors or regular users', () => {
    expect(canEditReview(null, null, own)).toBe(false);
    expect(canEditReview(1, 7, own)).toBe(false);
  });

  it('is always offered to super admins and admins', () => {
    expect(canEditReview(2, 1, other)).toBe(true);
    expect(canEditReview(3, 1, { ...other, can_edit: false })).toBe(true);
  });

  it('is offered to board members and editors on their own reviews only', () => {
    for (const role of [4, 5]) {
      expect(canEditReview(role, 7, own)).toBe(true);
      expect(canEditReview(role, 7, other)).toBe(false);
    }
  });

  it("follows the server's can_edit when it is sent", () => {
    expect(canEditReview(4, 7, { ...own, can_edit: false })).toBe(false);
    expect(canEditReview(5, 7, { ...other, can_edit: true })).toBe(true);
  });
});
