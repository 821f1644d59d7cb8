// Codes of spec section 9, with the Persian labels the screens show.

export const Role = {
  Regular: 1,
  SuperAdmin: 2,
  Admin: 3,
  Board: 4,
  Editor: 5,
} as const;
export type Role = (typeof Role)[keyof typeof Role];
export const ROLES: readonly Role[] = [1, 2, 3, 4, 5];

export const ROLE_LABELS: Record<Role, string> = {
  1: 'عادی',
  2: 'سوپر ادمین',
  3: 'ادمین',
  4: 'هیئت علمی',
  5: 'سردبیر',
};

/** Roles that run the newsroom (subjects, sources, media, categories, questions). */
export const MANAGER_ROLES: readonly Role[] = [Role.SuperAdmin, Role.Admin];
/** Every staff role: anyone signed in who is not a regular user. */
export const STAFF_ROLES: readonly Role[] = [Role.SuperAdmin, Role.Admin, Role.Board, Role.Editor];

/** Roles that edit any review (server-rules section 4); a board member (4) edits only their own. */
export const REVIEW_EDIT_ANY_ROLES: readonly Role[] = [Role.SuperAdmin, Role.Admin, Role.Editor];

export const isStaff = (role: number | undefined | null): boolean =>
  role != null && (STAFF_ROLES as readonly number[]).includes(role);
export const isManager = (role: number | undefined | null): boolean =>
  role != null && (MANAGER_ROLES as readonly number[]).includes(role);
export const editsAnyReview = (role: number | undefined | null): boolean =>
  role != null && (REVIEW_EDIT_ANY_ROLES as readonly number[]).includes(role);

export const Gender = { Male: 1, Female: 2 } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];
export const GENDER_LABELS: Record<Gender, string> = { 1: 'مرد', 2: 'زن' };

export const Origin = { Internal: 1, External: 2 } as const;
export type Origin = (typeof Origin)[keyof typeof Origin];
export const ORIGIN_LABELS: Record<Origin, string> = { 1: 'داخلی', 2: 'خارجی' };

/** Subject and review status (spec section 4). */
export const Status = { Draft: 1, Published: 2, Archived: 3, Expired: 4 } as const;
export type Status = (typeof Status)[keyof typeof Status];
export const STATUSES: readonly Status[] = [1, 2, 3, 4];
export const STATUS_LABELS: Record<Status, string> = {
  1: 'پیش‌نویس',
  2: 'منتشر شده',
  3: 'بایگانی',
  4: 'منقضی',
};
export const STATUS_COLORS: Record<Status, string> = {
  1: '#ed6c02',
  2: '#2e7d32',
  3: '#757575',
  4: '#d32f2f',
};
/** The topic form offers only these (spec section 4). */
export const TOPIC_FORM_STATUSES: readonly Status[] = [2, 3, 4];
