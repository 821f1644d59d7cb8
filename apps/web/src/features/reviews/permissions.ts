import { isManager, isStaff } from '@rasti/contract/enums';

interface EditableReview {
  author_id: number | null;
  author?: { id: number } | null;
  /** the server's answer for staff calls */
  can_edit?: boolean;
}

/**
 * Whether the report page offers 'ویرایش بررسی': roles 2 and 3 always, roles 4 and 5 on their own
 * reviews, nobody else (the server enforces the same on PATCH and says so in `can_edit`).
 */
export function canEditReview(role: number | null, userId: number | null, review: EditableReview): boolean {
  if (!isStaff(role)) return false;
  if (isManager(role)) return true;
  if (typeof review.can_edit === 'boolean') return review.can_edit;
  const authorId = review.author?.id ?? review.author_id;
  return userId !== null && authorId === userId;
}
