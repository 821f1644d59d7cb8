import { can } from '@rasti/contract';
import type { Actor } from '../../plugins/auth.ts';

/**
 * Who may do what with questions (server-rules section 4); anything not listed is refused.
 * - ask: everyone (a guest gets a temporary token); attach a token: anyone signed in
 * - list: roles 2 and 3 see the whole inbox; any other signed-in user only their own questions
 * - read one, edit, deactivate, block or activate the asker: roles 2 and 3
 */
export const questionPolicy = {
  seesInbox: (actor: Actor) => can(actor.role, 'questions.staff'),
  manage: (actor: Actor) => can(actor.role, 'questions.staff'),
};
