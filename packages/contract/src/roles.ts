// The roles of spec section 9, with the Persian labels the screens show. What each role may do is
// `permissions.ts`'s table; this module only names them (so the table can import them without a cycle).

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
