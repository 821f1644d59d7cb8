import { isManager, isStaff, Role } from '@rasti/contract/enums';
import type { SessionUser } from '../lib/auth/jwt';

/** Who may open a route (spec section 2 route table). */
export type Access =
  | 'public'
  | 'signedIn' // any logged-in role
  | 'staff' // logged-in role other than 1
  | 'managers' // roles 2 and 3
  | 'superAdmin'; // role 2

export type GuardContext = { role: Role | null; user: SessionUser | null };

/** 'login': a visitor must sign in first; 'forbidden': signed in without the role. */
export type GuardDecision = 'allow' | 'login' | 'forbidden';

export function decideAccess(access: Access, { role, user }: GuardContext): GuardDecision {
  if (access === 'public') return 'allow';
  if (!user || role === null) return 'login';
  switch (access) {
    case 'signedIn':
      return 'allow';
    case 'staff':
      return isStaff(role) ? 'allow' : 'forbidden';
    case 'managers':
      return isManager(role) ? 'allow' : 'forbidden';
    case 'superAdmin':
      return role === Role.SuperAdmin ? 'allow' : 'forbidden';
  }
}

/** Routes whose screen depends on the role: the management view or the public one. */
export const showsManagementView = {
  newsSubjects: (role: Role | null) => isManager(role),
  newsReports: (role: Role | null) => isStaff(role),
  askMe: (role: Role | null) => isManager(role),
};
