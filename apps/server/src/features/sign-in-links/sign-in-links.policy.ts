import { can, Role } from '@rasti/contract';
import type { Actor } from '../../plugins/auth.ts';

/**
 * Who may make a one-time sign-in link (ADR 28): a super admin, for an active staff member other than
 * themself (a regular user signs in with a code; a super admin's own link would prove nothing).
 */
export const signInLinkPolicy = {
  create: (actor: Actor) => can(actor.role, 'users.manage'),
  forUser: (actor: Actor, user: { id: number; role: number; isActive: boolean }) =>
    user.id !== actor.id && user.role !== Role.Regular && user.isActive,
};
