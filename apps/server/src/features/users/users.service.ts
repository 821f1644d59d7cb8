import {
  type CreateUserBody,
  ERROR_CODES,
  mobile as mobileSchema,
  PROFILE_MESSAGES,
  Role,
  SERVER_MESSAGES,
  type UpdateUserBody,
  type UserListQuery,
} from '@rasti/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { deleteImage, saveImage } from '../../lib/images.ts';
import { sqlState, UNIQUE_VIOLATION } from '../../lib/sql.ts';
import type { SmsSender } from '../../lib/sms.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { Actor } from '../../plugins/auth.ts';
import { endUserSessions } from '../accounts/index.ts';
import { consumeCode, sendCode } from '../accounts/index.ts';
import { userPolicy } from './users.policy.ts';
import {
  findOrCreateByMobile,
  findUserById,
  findUserByMobile,
  insertUser,
  listUserRows,
  lockOtherActiveSuperAdmins,
  type UserChanges,
  type UserRow,
  updateUserRow,
} from './users.repository.ts';

/** Who calls a users verb, and on which database. */
interface UserOptions {
  db: Db;
  actor: Actor;
}

const AVATAR = { folder: 'avatars', maxWidth: 512, smallWidth: 128, field: 'avatar' } as const;

const mobileTaken = () => conflict(SERVER_MESSAGES.mobileTaken, { mobile: [SERVER_MESSAGES.mobileTaken] });
/** A save that lost the race for a mobile to another account's save: the unique index refused it. */
const takenOr = (err: unknown) => (sqlState(err) === UNIQUE_VIOLATION ? mobileTaken() : err);

async function assertMobileFree(db: Db, mobile: string): Promise<void> {
  if (await findUserByMobile(db, mobile)) throw mobileTaken();
}
const mobileCodeRefused = (detail: string) =>
  new AppError(400, ERROR_CODES.codeInvalid, detail, { otp: [detail] });

/**
 * The first step of changing one's own mobile: a one-time code to the new number, under the sign-in codes'
 * limits for that number. Only the account's owner asks; a super admin changes another's number directly.
 * Whether the number already has an account is not said here (the code goes to it either way): only the
 * PATCH carrying that number's valid code learns it, so the step cannot list registered numbers.
 */
export async function requestMobileChange(
  opts: UserOptions & {
    sms: SmsSender;
    hashKey: string;
    id: number;
    mobile: string;
    ip: string;
    perHour?: number;
    resendSeconds?: number;
    sitePerHour?: number;
    log?: FastifyBaseLogger;
  },
): Promise<void> {
  const { db, actor, id: userId, mobile } = opts;
  if (actor.id !== userId) throw forbidden();
  const current = await findUserById(db, userId);
  if (!current) throw notFound();
  if (current.mobile === mobile) {
    throw badRequest(PROFILE_MESSAGES.mobileUnchanged, { mobile: [PROFILE_MESSAGES.mobileUnchanged] });
  }
  await sendCode({
    db,
    sms: opts.sms,
    hashKey: opts.hashKey,
    mobile,
    ip: opts.ip,
    changeUserId: userId,
    perHour: opts.perHour,
    resendSeconds: opts.resendSeconds,
    sitePerHour: opts.sitePerHour,
    log: opts.log,
  });
}

export async function listUsers(
  opts: UserOptions & { query: UserListQuery },
): Promise<{ rows: UserRow[]; total: number }> {
  if (!userPolicy.list(opts.actor)) throw forbidden();
  const { query } = opts;
  return listUserRows(
    opts.db,
    { search: query.search, role: query.role, isActive: query.is_active },
    { page: query.page, pageSize: query.page_size },
  );
}

/** A user as stored (a session's refresh reads it in its transaction); undefined when there is none. */
export const findUser = (opts: { db: Db; id: number }): Promise<UserRow | undefined> =>
  findUserById(opts.db, opts.id);

/** The account of a mobile as stored; undefined when the number has none. */
export const findUserWithMobile = (opts: { db: Db; mobile: string }): Promise<UserRow | undefined> =>
  findUserByMobile(opts.db, opts.mobile);

/** The account signing in with a valid code: made (a regular user) the first time its mobile signs in. */
export const signingInUser = (opts: { db: Db; mobile: string }): Promise<UserRow> =>
  findOrCreateByMobile(opts.db, opts.mobile);

export async function getUser(opts: UserOptions & { id: number }): Promise<UserRow> {
  if (!userPolicy.view(opts.actor, opts.id)) throw forbidden();
  const row = await findUserById(opts.db, opts.id);
  if (!row) throw notFound();
  return row;
}

export async function createUser(
  opts: UserOptions & { storage: FileStorage; input: CreateUserBody; avatar?: Buffer },
): Promise<UserRow> {
  const { db, storage, actor, input } = opts;
  if (!userPolicy.create(actor)) throw forbidden();
  await assertMobileFree(db, input.mobile);
  const avatarKey = opts.avatar ? await saveImage(storage, opts.avatar, AVATAR) : null;
  try {
    return await db.transaction(async (tx) => {
      const row = await insertUser(tx, {
        firstName: input.first_name,
        lastName: input.last_name,
        mobile: input.mobile,
        role: input.role,
        gender: input.gender,
        abstract: input.abstract,
        avatar: avatarKey,
      });
      await recordAudit({
        db: tx,
        actorId: actor.id,
        action: 'user.create',
        entity: 'user',
        entityId: row.id,
        details: { role: row.role },
      });
      return row;
    });
  } catch (err) {
    await deleteImage(storage, avatarKey);
    throw takenOr(err);
  }
}

/** `undefined` keeps the avatar, `null` removes it, bytes replace it. */
export type AvatarChange = Buffer | null | undefined;

/**
 * PATCH of a user. Names, mobile, gender, abstract and avatar: the user themself or a super admin.
 * Role and is_active: a super admin on someone else; in one's own PATCH they are ignored, except that a
 * super admin asking to block or demote themself is told no. Blocking or a role change ends the user's
 * sessions at once.
 */
export async function updateUser(
  opts: UserOptions & {
    storage: FileStorage;
    hashKey: string;
    id: number;
    input: UpdateUserBody;
    avatar: AvatarChange;
  },
): Promise<UserRow> {
  const { db, storage, actor, id: userId, input } = opts;
  if (!userPolicy.edit(actor, userId)) throw forbidden();
  const current = await findUserById(db, userId);
  if (!current) throw notFound();

  const changes: UserChanges = {};
  if (input.first_name !== undefined) changes.firstName = input.first_name;
  if (input.last_name !== undefined) changes.lastName = input.last_name;
  if (input.gender !== undefined) changes.gender = input.gender;
  if (input.abstract !== undefined) changes.abstract = input.abstract;
  if (input.mobile !== undefined && input.mobile !== current.mobile) {
    // one's own new number is proven by its code first (before anything is written, and before saying
    // whether the number is taken: without its code a taken and a free number get the same answer); a
    // super admin changing someone else's needs none, and it is audited
    if (actor.id === userId) await proveNewMobile(db, opts.hashKey, userId, input.mobile, input.otp);
    await assertMobileFree(db, input.mobile);
    changes.mobile = input.mobile;
  }
  if (userPolicy.manage(actor, userId)) {
    if (input.role !== undefined && input.role !== current.role) changes.role = input.role;
    if (input.is_active !== undefined && input.is_active !== current.isActive)
      changes.isActive = input.is_active;
  } else if (
    actor.id === userId &&
    actor.role === Role.SuperAdmin &&
    (input.is_active === false || (input.role !== undefined && input.role !== Role.SuperAdmin))
  ) {
    throw forbidden(SERVER_MESSAGES.selfBlock);
  }

  const newAvatar = opts.avatar ? await saveImage(storage, opts.avatar, AVATAR) : undefined;
  if (newAvatar !== undefined) changes.avatar = newAvatar;
  else if (opts.avatar === null) changes.avatar = null;

  if (Object.keys(changes).length === 0) return current;

  const losesSuperAdmin =
    current.role === Role.SuperAdmin &&
    current.isActive &&
    ((changes.role !== undefined && changes.role !== Role.SuperAdmin) || changes.isActive === false);
  const endsSessions = changes.isActive === false || changes.role !== undefined;

  let row: UserRow;
  try {
    row = await db.transaction(async (tx) => {
      if (losesSuperAdmin && (await lockOtherActiveSuperAdmins(tx, userId)).length === 0) {
        throw conflict(SERVER_MESSAGES.lastSuperAdmin);
      }
      const updated = await updateUserRow(tx, current, changes);
      if (endsSessions) await endUserSessions({ db: tx, userId });
      if (actor.id !== userId) await auditChanges(tx, actor, current, changes);
      return updated;
    });
  } catch (err) {
    await deleteImage(storage, newAvatar);
    throw takenOr(err);
  }
  if (changes.avatar !== undefined && current.avatar !== changes.avatar)
    await deleteImage(storage, current.avatar);
  return row;
}

/**
 * Blocks a user or activates them again, inside the caller's transaction; blocking ends their sessions at
 * once (refresh tokens revoked; access tokens are refused because every request reads is_active). The
 * caller has checked who may do it and audits it.
 */
export async function setUserActive(opts: { db: Db; user: UserRow; isActive: boolean }): Promise<void> {
  const { db, user, isActive } = opts;
  await updateUserRow(db, user, { isActive });
  if (!isActive) await endUserSessions({ db, userId: user.id });
}

async function proveNewMobile(
  db: Db,
  hashKey: string,
  userId: number,
  mobile: string,
  otp: string | undefined,
): Promise<void> {
  if (!otp) throw mobileCodeRefused(PROFILE_MESSAGES.mobileCodeRequired);
  if (!(await consumeCode({ db, hashKey, mobile, otp, changeUserId: userId }))) {
    throw mobileCodeRefused(PROFILE_MESSAGES.mobileCodeInvalid);
  }
}

async function auditChanges(db: Db, actor: Actor, before: UserRow, changes: UserChanges): Promise<void> {
  const base = { actorId: actor.id, entity: 'user', entityId: before.id };
  if (changes.isActive !== undefined) {
    await recordAudit({ db: db, ...base, action: changes.isActive ? 'user.unblock' : 'user.block' });
  }
  if (changes.role !== undefined) {
    await recordAudit({
      db: db,
      ...base,
      action: 'user.role',
      details: { from: before.role, to: changes.role },
    });
  }
  if (changes.mobile !== undefined) {
    await recordAudit({
      db: db,
      ...base,
      action: 'user.mobile',
      details: { from: before.mobile, to: changes.mobile },
    });
  }
  const edited = Object.keys(changes).filter((k) => k !== 'isActive' && k !== 'role' && k !== 'mobile');
  if (edited.length)
    await recordAudit({ db: db, ...base, action: 'user.update', details: { fields: edited } });
}

/**
 * The first super admin (ADMIN_MOBILE at start-up, or the admin CLI): creates the mobile's account or makes
 * it an active super admin. Running it again changes nothing.
 */
export async function ensureSuperAdmin(opts: {
  db: Db;
  mobile: string;
}): Promise<{ id: number; outcome: 'created' | 'promoted' | 'unchanged' }> {
  const { db } = opts;
  const parsed = mobileSchema.safeParse(opts.mobile);
  if (!parsed.success) throw new Error(`"${opts.mobile}" is not a mobile number (11 digits starting 09).`);
  const mobile = parsed.data;
  return db.transaction(async (tx) => {
    const existing = await findUserByMobile(tx, mobile);
    if (!existing) {
      const row = await insertUser(tx, { mobile, role: Role.SuperAdmin, isActive: true });
      return { id: row.id, outcome: 'created' as const };
    }
    if (existing.role === Role.SuperAdmin && existing.isActive) {
      return { id: existing.id, outcome: 'unchanged' as const };
    }
    await updateUserRow(tx, existing, { role: Role.SuperAdmin, isActive: true });
    return { id: existing.id, outcome: 'promoted' as const };
  });
}
