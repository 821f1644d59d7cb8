// Codes of spec section 9, with the Persian labels the screens show.

export * from './roles.ts';
// what each role may do: the permission table, also read from here and from the package root
export * from './permissions.ts';

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
/** The subject form offers only these (spec section 4). */
export const SUBJECT_FORM_STATUSES: readonly Status[] = [2, 3, 4];
