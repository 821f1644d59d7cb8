import type { Role } from '@rasti/contract/enums';
import { can, type Permission } from '@rasti/contract/permissions';
import type { SessionUser } from '../lib/auth/jwt';

/**
 * Who may open a route (spec section 2 route table): everyone, any signed-in role, or the roles the
 * contract's permission table grants a permission (the server's guards read the same table).
 */
export type Access = 'public' | 'signedIn' | Permission;

export type GuardContext = { role: Role | null; user: SessionUser | null };

/** 'login': a visitor must sign in first; 'forbidden': signed in without the role. */
export type GuardDecision = 'allow' | 'login' | 'forbidden';

export function decideAccess(access: Access, { role, user }: GuardContext): GuardDecision {
  if (access === 'public') return 'allow';
  if (!user || role === null) return 'login';
  if (access === 'signedIn') return 'allow';
  return can(role, access) ? 'allow' : 'forbidden';
}

/** Routes whose screen depends on the role: the management view or the public one. */
export const showsManagementView = {
  newsSubjects: (role: Role | null) => can(role, 'subjects.edit'),
  newsReports: (role: Role | null) => can(role, 'reviews.write'),
  askMe: (role: Role | null) => can(role, 'questions.staff'),
};
