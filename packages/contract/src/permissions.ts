import { Role } from './roles.ts';

// Who may do what (server-rules section 4) as one table: the server's route guards and policies, the
// web's route guards and menus, and the access-matrix test all read it. A permission names an action;
// its row lists the roles that may take it. Anything not granted here is refused.

/** Roles that run the newsroom (subjects, sources, media, categories, questions). */
export const MANAGER_ROLES: readonly Role[] = [Role.SuperAdmin, Role.Admin];
/** Every staff role: anyone signed in who is not a regular user. */
export const STAFF_ROLES: readonly Role[] = [Role.SuperAdmin, Role.Admin, Role.Board, Role.Editor];
const SUPER_ADMIN: readonly Role[] = [Role.SuperAdmin];

const TABLE = {
  /** the staff side: categories, outlets and evaluations, subjects and reviews of every status, their history */
  'newsroom.read': STAFF_ROLES,
  /** write reviews: create one, edit one's own (a board member (4) edits only their own) */
  'reviews.write': STAFF_ROLES,
  /** edit any review, whoever wrote it */
  'reviews.edit-any': [Role.SuperAdmin, Role.Admin, Role.Editor],
  /** subjects and their sources: create, edit, delete a source, restore a version */
  'subjects.edit': MANAGER_ROLES,
  'categories.manage': MANAGER_ROLES,
  /** news outlets ('Media'): create, edit, delete */
  'outlets.manage': MANAGER_ROLES,
  /** the questions inbox: read every question, edit, deactivate, group, block the asker */
  'questions.staff': MANAGER_ROLES,
  /** an evaluation's definition (title, colour and score are read-only) */
  'evaluations.edit': SUPER_ADMIN,
  /** the editable site pages (about) */
  'site-pages.edit': SUPER_ADMIN,
  /** list and create users, change others' role and is_active, view and edit anyone's profile */
  'users.manage': SUPER_ADMIN,
  /** the scheduled backups' state (ADR 31) */
  'backups.read': SUPER_ADMIN,
  /** assign a question group, a subject or a review to any staff member, change its due date, unassign it */
  'work.assign': MANAGER_ROLES,
  /** take unassigned work (a question group, a subject, a review) for oneself */
  'work.take': [Role.Board, Role.Editor],
  /** publish a review waiting for approval, or send it back with a note (never one's own) */
  'reviews.approve': [Role.SuperAdmin, Role.Admin, Role.Editor],
  /** the tipline's settings: its bots' state and the daily digest's hour */
  'tipline.settings': SUPER_ADMIN,
  /** the dashboard's figures and their CSV (the same for every staff role: it is read-only) */
  'dashboard.read': STAFF_ROLES,
} satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof TABLE;
export const PERMISSIONS: Readonly<Record<Permission, readonly Role[]>> = TABLE;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/** Whether a role (null or undefined: a guest) may take this action. */
export const can = (role: number | undefined | null, permission: Permission): boolean =>
  role != null && (PERMISSIONS[permission] as readonly number[]).includes(role);

/** Roles that edit any review (server-rules section 4). */
export const REVIEW_EDIT_ANY_ROLES: readonly Role[] = PERMISSIONS['reviews.edit-any'];

/** Staff: the roles that read the newsroom's side (every role but a regular user). */
export const isStaff = (role: number | undefined | null): boolean => can(role, 'newsroom.read');
/** Managers: the roles that run the newsroom's subjects (and its outlets, categories and questions). */
export const isManager = (role: number | undefined | null): boolean => can(role, 'subjects.edit');
export const editsAnyReview = (role: number | undefined | null): boolean => can(role, 'reviews.edit-any');
