import { can } from '@rasti/contract';
import type { Actor } from '../../plugins/auth.ts';

/**
 * Who may do what with user accounts (server-rules section 4); anything not listed is refused.
 * - list, create, role and is_active of others: super admin (role 2)
 * - view and edit names, mobile, gender, abstract, avatar: the user themself, and a super admin
 */
export const userPolicy = {
  list: (actor: Actor) => can(actor.role, 'users.manage'),
  create: (actor: Actor) => can(actor.role, 'users.manage'),
  view: (actor: Actor, userId: number) => actor.id === userId || can(actor.role, 'users.manage'),
  edit: (actor: Actor, userId: number) => actor.id === userId || can(actor.role, 'users.manage'),
  /** role and is_active; nobody manages their own (a super admin cannot lock themself out) */
  manage: (actor: Actor, userId: number) => can(actor.role, 'users.manage') && actor.id !== userId,
};
