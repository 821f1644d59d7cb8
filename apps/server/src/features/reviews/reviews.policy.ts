import { can } from '@rasti/contract';
import type { Actor } from '../../plugins/auth.ts';

// Who may do what with a review (server-rules section 4): read and write for staff (2-5); roles 2, 3 and
// 5 (editor) edit any review, role 4 only the ones they wrote. Regular users and guests: nothing here.

export const canEditReview = (actor: Actor | null, review: { authorId: number | null }): boolean => {
  if (!actor) return false;
  if (can(actor.role, 'reviews.edit-any')) return true;
  return can(actor.role, 'reviews.write') && review.authorId === actor.id;
};
