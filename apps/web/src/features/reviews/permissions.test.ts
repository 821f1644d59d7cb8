import { describe, expect, it } from 'vitest';
import { canEditReview } from './permissions';

const own = { author_id: 7, author: { id: 7 } };
const other = { author_id: 9, author: { id: 9 } };

describe('canEditReview: the report page edit link', () => {
  it('is never offered to visitors or regular users', () => {
    expect(canEditReview(null, null, own)).toBe(false);
    expect(canEditReview(1, 7, { ...own, can_edit: true })).toBe(false);
  });

  it('is offered to super admins, admins and editors on any review', () => {
    for (const role of [2, 3, 5]) expect(canEditReview(role, 1, other)).toBe(true);
  });

  it('is offered to board members on their own reviews only', () => {
    expect(canEditReview(4, 7, own)).toBe(true);
    expect(canEditReview(4, 7, other)).toBe(false);
  });

  it("follows the server's can_edit when it is sent", () => {
    expect(canEditReview(4, 7, { ...own, can_edit: false })).toBe(false);
    expect(canEditReview(4, 7, { ...other, can_edit: true })).toBe(true);
    expect(canEditReview(3, 7, { ...other, can_edit: false })).toBe(false);
  });
});
