import { describe, expect, it } from 'vitest';
import { menuForRole, showsRightColumn } from './menu';

const keys = (role: Parameters<typeof menuForRole>[0]) => menuForRole(role).map((item) => item.key);

describe('menuForRole', () => {
  it('gives a guest the five public items', () => {
    expect(keys(null)).toEqual(['home', 'subjects', 'reports', 'askMe', 'faculty']);
  });

  it('gives role 1 the public items and its profile', () => {
    expect(keys(1)).toEqual(['home', 'subjects', 'reports', 'askMe', 'faculty', 'profile']);
  });

  it('gives role 2 my work, users, media, categories, evaluations, the dashboard, the tipline settings and profile', () => {
    expect(keys(2)).toEqual([
      'home',
      'subjects',
      'reports',
      'askMe',
      'myWork',
      'faculty',
      'manageUsers',
      'manageOutlets',
      'manageCategories',
      'manageEvaluations',
      'dashboard',
      'tiplineSettings',
      'profile',
    ]);
  });

  it('gives role 3 my work, media, categories, the dashboard and profile but not users', () => {
    expect(keys(3)).toEqual([
      'home',
      'subjects',
      'reports',
      'askMe',
      'myWork',
      'faculty',
      'manageOutlets',
      'manageCategories',
      'dashboard',
      'profile',
    ]);
  });

  it.each([4, 5] as const)(
    'takes ask-me away from role %i and adds my work, the dashboard and its profile',
    (role) => {
      expect(keys(role)).toEqual([
        'home',
        'subjects',
        'reports',
        'myWork',
        'faculty',
        'dashboard',
        'profile',
      ]);
    },
  );

  it("names every staff role's assigned work 'کارهای من'", () => {
    expect(menuForRole(4).find((item) => item.key === 'myWork')).toEqual({
      key: 'myWork',
      label: 'کارهای من',
      to: '/my-work',
    });
  });

  it('links each item to its route with its Persian label', () => {
    const byKey = Object.fromEntries(menuForRole(2).map((item) => [item.key, item]));
    expect(byKey.home).toEqual({ key: 'home', label: 'خانه', to: '/' });
    expect(byKey.faculty?.to).toBe('/facuality-list');
    expect(byKey.manageCategories?.label).toBe('مدیریت دسته‌بندی‌ها');
    expect(byKey.manageOutlets?.label).toBe('مدیریت رسانه‌ها');
    expect(byKey.profile?.to).toBe('/profile');
    expect(byKey.manageEvaluations).toEqual({
      key: 'manageEvaluations',
      label: 'ارزیابی‌ها',
      to: '/manage-evaluations',
    });
    expect(byKey.tiplineSettings).toEqual({
      key: 'tiplineSettings',
      label: 'تنظیمات',
      to: '/tipline-settings',
    });
  });
});

describe('showsRightColumn', () => {
  it('is for guests and role 1 only', () => {
    expect(showsRightColumn(null)).toBe(true);
    expect(showsRightColumn(1)).toBe(true);
    for (const role of [2, 3, 4, 5] as const) expect(showsRightColumn(role)).toBe(false);
  });
});
