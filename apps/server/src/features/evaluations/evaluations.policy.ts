import { can } from '@rasti/contract';
import type { Actor } from '../../plugins/auth.ts';

/**
 * Who may do what with evaluations (server-rules section 4); anything not listed is refused.
 * - read the staff list: roles 2-5 (the route's guard); the public list: everyone
 * - edit a definition: the super admin only (title, colour and score are read-only)
 */
export const evaluationPolicy = {
  editDescription: (actor: Actor) => can(actor.role, 'evaluations.edit'),
};
