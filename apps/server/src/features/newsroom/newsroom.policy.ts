import { can } from '@rasti/contract';
import type { Actor } from '../../plugins/auth.ts';

/**
 * Who may change who is on an item (ADR 33; server-rules section 4), anything not listed is refused:
 * - roles 2 and 3 ('work.assign'): assign anyone, reassign, unassign, set or clear the due date
 * - roles 4 and 5 ('work.take'): take an item nobody is on, for themselves only (with a due date if they like)
 * A taker who asks for an item someone else is on already was too late rather than not allowed: a 409, which
 * is also what the second of two takers at the same moment gets (the write itself is conditional).
 * Approving a waiting review ('reviews.approve': 2, 3, 5) is never one's own review.
 */
export const workPolicy = {
  assignsAnyone: (actor: Actor) => can(actor.role, 'work.assign'),
  mayTake: (
    actor: Actor,
    current: { assigneeId: number | null } | undefined,
    assignee: number | null | undefined,
  ) => can(actor.role, 'work.take') && (current?.assigneeId ?? null) === null && assignee === actor.id,
  takenFirst: (
    actor: Actor,
    current: { assigneeId: number | null } | undefined,
    assignee: number | null | undefined,
  ) =>
    can(actor.role, 'work.take') &&
    assignee === actor.id &&
    current?.assigneeId != null &&
    current.assigneeId !== actor.id,
  approves: (actor: Actor, review: { authorId: number | null }) =>
    can(actor.role, 'reviews.approve') && review.authorId !== actor.id,
};
