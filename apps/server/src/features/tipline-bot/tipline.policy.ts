import { can } from '@rasti/contract';
import type { Actor } from '../../plugins/auth.ts';

/** Replying to a bot asker is part of managing the inbox (roles 2 and 3, server-rules section 4). */
export const canReply = (actor: Actor) => can(actor.role, 'questions.staff');

/** The tipline's settings (its bots' state, the digest hour) are the super admin's (role 2). */
export const canManageSettings = (actor: Actor) => can(actor.role, 'tipline.settings');
