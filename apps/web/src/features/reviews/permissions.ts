import { can } from '@rasti/contract/permissions';

interface EditableReview {
  author_id: number | null;
  author?: { id: number } | null;
  /** the server's answer for staff calls */
  can_edit?: boolean;
}

/**
 * Whether the report page offers 'ویرایش بررسی': the server's `can_edit` when it is sent; otherwise
 * roles 2, 3 and 5 always, role 4 on their own reviews, nobody else (the server's rule on PATCH).
 */
export function canEditReview(role: number | null, userId: number | null, review: EditableReview): boolean {
  if (!can(role, 'reviews.write')) return false;
  if (typeof review.can_edit === 'boolean') return review.can_edit;
  if (can(role, 'reviews.edit-any')) return true;
  const authorId = review.author?.id ?? review.author_id;
  return userId !== null && authorId === userId;
}
