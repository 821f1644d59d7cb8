import { Role } from '@rasti/contract/enums';

export type MenuKey =
  | 'home'
  | 'subjects'
  | 'reports'
  | 'askMe'
  | 'faculty'
  | 'manageUsers'
  | 'manageMedia'
  | 'manageCategories'
  | 'manageEvaluations'
  | 'profile';

export type MenuItem = { key: MenuKey; label: string; to: string };

const ITEMS: Record<MenuKey, MenuItem> = {
  home: { key: 'home', label: 'خانه', to: '/' },
  subjects: { key: 'subjects', label: 'موضوعات روز', to: '/news-subjects' },
  reports: { key: 'reports', label: 'گزارش بررسی‌ها', to: '/news-reports' },
  askMe: { key: 'askMe', label: 'از من بپرس', to: '/ask-me' },
  faculty: { key: 'faculty', label: 'اعضای هیئت علمی', to: '/facuality-list' },
  manageUsers: { key: 'manageUsers', label: 'مدیریت کاربران', to: '/manage-users' },
  manageMedia: { key: 'manageMedia', label: 'مدیریت رسانه‌ها', to: '/manage-media' },
  manageCategories: { key: 'manageCategories', label: 'مدیریت دسته‌بندی‌ها', to: '/manage-categories' },
  manageEvaluations: { key: 'manageEvaluations', label: 'ارزیابی‌ها', to: '/manage-evaluations' },
  profile: { key: 'profile', label: 'پروفایل', to: '/profile' },
};

const BASE: MenuKey[] = ['home', 'subjects', 'reports', 'askMe', 'faculty'];

/**
 * The sidebar menu of spec section 2. Role 1 is a logged-in role, so it also gets its profile
 * (where its questions are listed); roles 4 and 5 lose ask-me.
 */
export function menuForRole(role: Role | null): MenuItem[] {
  let keys: MenuKey[];
  switch (role) {
    case null:
      keys = BASE;
      break;
    case Role.SuperAdmin:
      keys = [...BASE, 'manageUsers', 'manageMedia', 'manageCategories', 'manageEvaluations', 'profile'];
      break;
    case Role.Admin:
      keys = [...BASE, 'manageMedia', 'manageCategories', 'profile'];
      break;
    case Role.Board:
    case Role.Editor:
      keys = [...BASE.filter((key) => key !== 'askMe'), 'profile'];
      break;
    default:
      keys = [...BASE, 'profile'];
  }
  return keys.map((key) => ITEMS[key]);
}

/** The right column (trending, ask-me promo, faculty) is for visitors and regular users only. */
export const showsRightColumn = (role: Role | null): boolean => role === null || role === Role.Regular;
