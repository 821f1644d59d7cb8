import { editsAnyReview, isStaff } from '@rasti/contract';
import type { Actor } from '../../plugins/auth.ts';

// Who may do what with a review (server-rules section 4): read and write for staff (2-5); roles 2, 3 and
// 5 (editor) edit any review, role 4 only the ones they wrote. Regular users and guests: nothing here.

export const canReadStaffReviews = (actor: Actor | null): boolean => isStaff(actor?.role);

export const canCreateReview = (actor: Actor | null): boolean => isStaff(actor?.role);

export const canEditReview = (actor: Actor | null, review: { authorId: number | null }): boolean => {
  if (!actor) return false;
  if (editsAnyReview(actor.role)) return true;
  return isStaff(actor.role) && review.authorId === actor.id;
};
