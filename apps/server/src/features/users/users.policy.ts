import { Role } from '@rasti/contract';
import type { Actor } from '../../plugins/auth.ts';

/**
 * Who may do what with user accounts (server-rules section 4); anything not listed is refused.
 * - list, create, role and is_active of others: super admin (role 2)
 * - view and edit names, mobile, gender, abstract, avatar: the user themself, and a super admin
 */
export const userPolicy = {
  list: (actor: Actor) => actor.role === Role.SuperAdmin,
  create: (actor: Actor) => actor.role === Role.SuperAdmin,
  view: (actor: Actor, userId: number) => actor.id === userId || actor.role === Role.SuperAdmin,
  edit: (actor: Actor, userId: number) => actor.id === userId || actor.role === Role.SuperAdmin,
  /** role and is_active; nobody manages their own (a super admin cannot lock themself out) */
  manage: (actor: Actor, userId: number) => actor.role === Role.SuperAdmin && actor.id !== userId,
};
