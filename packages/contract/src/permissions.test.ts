import { describe, expect, it } from 'vitest';
import * as contract from './index.ts';
import {
  can,
  editsAnyReview,
  isManager,
  isStaff,
  MANAGER_ROLES,
  PERMISSION_NAMES,
  PERMISSIONS,
  REVIEW_EDIT_ANY_ROLES,
  STAFF_ROLES,
} from './permissions.ts';
import { ROLES, Role } from './roles.ts';

const rolesWith = (permission: keyof typeof PERMISSIONS) => ROLES.filter((role) => can(role, permission));

describe('the permission table', () => {
  it.each(PERMISSION_NAMES)('%s is granted to at least one role, each a known role, once', (name) => {
    const roles = PERMISSIONS[name];
    expect(roles.length).toBeGreaterThan(0);
    for (const role of roles) expect(ROLES).toContain(role);
    expect(new Set(roles).size).toBe(roles.length);
  });

  it('never grants a regular user a staff permission', () => {
    for (const name of PERMISSION_NAMES) expect(can(Role.Regular, name), name).toBe(false);
  });

  it('grants a guest nothing', () => {
    for (const name of PERMISSION_NAMES) {
      expect(can(null, name)).toBe(false);
      expect(can(undefined, name)).toBe(false);
    }
  });

  it('states server-rules section 4', () => {
    expect(rolesWith('newsroom.read')).toEqual([2, 3, 4, 5]);
    expect(rolesWith('reviews.write')).toEqual([2, 3, 4, 5]);
    expect(rolesWith('reviews.edit-any')).toEqual([2, 3, 5]);
    for (const name of ['subjects.edit', 'categories.manage', 'outlets.manage', 'questions.staff'] as const) {
      expect(rolesWith(name), name).toEqual([2, 3]);
    }
    // the newsroom's work (ADR 33): 2 and 3 assign anyone, 4 and 5 take unassigned work for themselves,
    // 2, 3 and 5 approve a waiting review
    expect(rolesWith('work.assign')).toEqual([2, 3]);
    expect(rolesWith('work.take')).toEqual([4, 5]);
    expect(rolesWith('reviews.approve')).toEqual([2, 3, 5]);
    for (const name of ['evaluations.edit', 'site-pages.edit', 'users.manage', 'backups.read'] as const) {
      expect(rolesWith(name), name).toEqual([2]);
    }
  });

  it('keeps the role groups and their checks in step with the table', () => {
    expect(STAFF_ROLES).toEqual([2, 3, 4, 5]);
    expect(MANAGER_ROLES).toEqual([2, 3]);
    expect(REVIEW_EDIT_ANY_ROLES).toBe(PERMISSIONS['reviews.edit-any']);
    expect([null, 1, 2, 3, 4, 5].map(isStaff)).toEqual([false, false, true, true, true, true]);
    expect([null, 1, 2, 3, 4, 5].map(isManager)).toEqual([false, false, true, true, false, false]);
    expect([null, 1, 2, 3, 4, 5].map(editsAnyReview)).toEqual([false, false, true, true, false, true]);
    // every permission belongs to staff roles only
    for (const name of PERMISSION_NAMES)
      for (const role of PERMISSIONS[name]) expect(isStaff(role)).toBe(true);
  });

  it('is exported from the package root and from enums, the same objects', async () => {
    const enums = await import('./enums.ts');
    expect(contract.PERMISSIONS).toBe(PERMISSIONS);
    expect(contract.can).toBe(can);
    expect(enums.STAFF_ROLES).toBe(STAFF_ROLES);
    expect(enums.Role).toBe(Role);
  });
});
