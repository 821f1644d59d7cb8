import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../lib/auth/jwt';
import { type Access, decideAccess, showsManagementView } from './access';

const userWith = (role: SessionUser['role']): SessionUser => ({
  id: 1,
  first_name: 'الف',
  last_name: 'ب',
  full_name: 'الف ب',
  role,
});
const ctx = (role: SessionUser['role'] | null) => ({ role, user: role === null ? null : userWith(role) });

describe('decideAccess', () => {
  it('lets everyone open public routes', () => {
    expect(decideAccess('public', ctx(null))).toBe('allow');
  });

  it.each(['signedIn', 'reviews.write', 'subjects.edit', 'users.manage'] as Access[])(
    'sends a guest on %s to login',
    (access) => {
      expect(decideAccess(access, ctx(null))).toBe('login');
    },
  );

  it('maps each role to the route table', () => {
    // the route table's guards: staff (2-5), managers (2, 3) and the super admin (2) by permission
    const staff = { 1: 'forbidden', 2: 'allow', 3: 'allow', 4: 'allow', 5: 'allow' } as const;
    const managers = { 1: 'forbidden', 2: 'allow', 3: 'allow', 4: 'forbidden', 5: 'forbidden' } as const;
    const superAdmin = {
      1: 'forbidden',
      2: 'allow',
      3: 'forbidden',
      4: 'forbidden',
      5: 'forbidden',
    } as const;
    const table: Partial<
      Record<Exclude<Access, 'public'>, Record<1 | 2 | 3 | 4 | 5, 'allow' | 'forbidden'>>
    > = {
      signedIn: { 1: 'allow', 2: 'allow', 3: 'allow', 4: 'allow', 5: 'allow' },
      'reviews.write': staff,
      'subjects.edit': managers,
      'questions.staff': managers,
      'outlets.manage': managers,
      'categories.manage': managers,
      'users.manage': superAdmin,
      'evaluations.edit': superAdmin,
    };
    for (const [access, byRole] of Object.entries(table)) {
      for (const [role, decision] of Object.entries(byRole)) {
        expect(decideAccess(access as Access, ctx(Number(role) as SessionUser['role']))).toBe(decision);
      }
    }
  });
});

describe('showsManagementView', () => {
  const ROLES = [null, 1, 2, 3, 4, 5] as const;
  it.each([
    // roles 2 and 3 get the admin subjects and questions, every staff role the reviews view
    ['newsSubjects', [false, false, true, true, false, false]],
    ['askMe', [false, false, true, true, false, false]],
    ['newsReports', [false, false, true, true, true, true]],
  ] as const)('%s by role (none, 1 to 5)', (view, expected) => {
    expect(ROLES.map((r) => showsManagementView[view](r as never))).toEqual(expected);
  });
});
