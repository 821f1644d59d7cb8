import { Role } from '@rasti/contract/enums';
import { can, isStaff } from '@rasti/contract/permissions';

export type MenuKey =
  | 'home'
  | 'subjects'
  | 'reports'
  | 'askMe'
  | 'myWork'
  | 'faculty'
  | 'manageUsers'
  | 'manageOutlets'
  | 'manageCategories'
  | 'manageEvaluations'
  | 'dashboard'
  | 'tiplineSettings'
  | 'profile';

export type MenuItem = { key: MenuKey; label: string; to: string };

const ITEMS: Record<MenuKey, MenuItem> = {
  home: { key: 'home', label: 'خانه', to: '/' },
  subjects: { key: 'subjects', label: 'موضوعات روز', to: '/news-subjects' },
  reports: { key: 'reports', label: 'گزارش بررسی‌ها', to: '/news-reports' },
  askMe: { key: 'askMe', label: 'از من بپرس', to: '/ask-me' },
  myWork: { key: 'myWork', label: 'کارهای من', to: '/my-work' },
  faculty: { key: 'faculty', label: 'اعضای هیئت علمی', to: '/facuality-list' },
  manageUsers: { key: 'manageUsers', label: 'مدیریت کاربران', to: '/manage-users' },
  manageOutlets: { key: 'manageOutlets', label: 'مدیریت رسانه‌ها', to: '/manage-media' },
  manageCategories: { key: 'manageCategories', label: 'مدیریت دسته‌بندی‌ها', to: '/manage-categories' },
  manageEvaluations: { key: 'manageEvaluations', label: 'ارزیابی‌ها', to: '/manage-evaluations' },
  dashboard: { key: 'dashboard', label: 'داشبورد', to: '/dashboard' },
  tiplineSettings: { key: 'tiplineSettings', label: 'تنظیمات', to: '/tipline-settings' },
  profile: { key: 'profile', label: 'پروفایل', to: '/profile' },
};

const always = () => true;

/**
 * Who sees each item of the sidebar menu of spec section 2 (in menu order): the management items follow
 * the contract's permission table. Role 1 is a logged-in role, so it also gets its profile (where its
 * questions are listed); roles 4 and 5 lose ask-me (neither the ask page nor the inbox is theirs).
 */
const SHOWN: Record<MenuKey, (role: Role | null) => boolean> = {
  home: always,
  subjects: always,
  reports: always,
  askMe: (role) => !isStaff(role) || can(role, 'questions.staff'),
  // every staff role's assigned work and notices (ADR 33)
  myWork: (role) => isStaff(role),
  faculty: always,
  manageUsers: (role) => can(role, 'users.manage'),
  manageOutlets: (role) => can(role, 'outlets.manage'),
  manageCategories: (role) => can(role, 'categories.manage'),
  manageEvaluations: (role) => can(role, 'evaluations.edit'),
  dashboard: (role) => can(role, 'dashboard.read'),
  tiplineSettings: (role) => can(role, 'tipline.settings'),
  profile: (role) => role !== null,
};

/** The sidebar menu of spec section 2 for a role (null: a visitor). */
export function menuForRole(role: Role | null): MenuItem[] {
  return (Object.keys(ITEMS) as MenuKey[]).filter((key) => SHOWN[key](role)).map((key) => ITEMS[key]);
}

/** The right column (trending, ask-me promo, faculty) is for visitors and regular users only. */
export const showsRightColumn = (role: Role | null): boolean => role === null || role === Role.Regular;
