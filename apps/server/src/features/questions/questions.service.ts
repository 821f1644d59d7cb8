import {
  type AskQuestionBody,
  askMissingMessage,
  type Messenger,
  QUESTION_CHANNELS,
  QUESTION_ERROR_CODES,
  QUESTION_GROUP_MESSAGES,
  QUESTION_MESSAGES,
  type Question,
  type QuestionGroupBody,
  type QuestionListQuery,
  type QuestionPicture,
  type QuestionQueueCounts,
  type QuestionUpdateBody,
  type QuestionUpdateResponse,
  Role,
} from '@rasti/contract';
import type { Db } from '../../db/client.ts';
import { recordAudit, withAudit } from '../../lib/audit.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { deleteImage, saveImage } from '../../lib/images.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { withDeadlockRetry } from '../../lib/subject-locks.ts';
import { noPause, type Pause } from '../../lib/time-share.ts';
import type { Actor } from '../../plugins/auth.ts';
import { withAssignment, withAssignments } from '../newsroom/index.ts';
import {
  type Fingerprint,
  findChecksForStoredPicture,
  fingerprintStored,
  readPicture,
  recordPictures,
} from '../pictures/index.ts';
import { setUserActive } from '../users/index.ts';
import { syncAnswered } from './answer-notices.ts';
import { ensureGroup, groupNewQuestion } from './grouping.ts';
import { questionPolicy } from './questions.policy.ts';
import { presentOwnQuestion, presentQuestionForStaff } from './questions.presenter.ts';
import {
  claimQuestion,
  countGroupLinked,
  findQuestion,
  forgetExpiredTokens,
  groupExists,
  insertQuestion,
  linkGroupRows,
  listQuestionRows,
  lockAsker,
  lockQuestionSubjects,
  type QuestionRow,
  questionExists,
  queueCounts,
  setQuestionGroup,
  subjectExists,
  updateQuestionRow,
} from './questions.repository.ts';
import type { Rarity } from './rarity.ts';
import { hashTemporaryToken, newTemporaryToken } from './temporary-token.ts';

/** What every questions verb is called with (the asker's avatar is a file URL); each adds the actor and its input. */
interface QuestionOptions {
  db: Db;
  storage: FileStorage;
}

const tokenInvalid = () =>
  new AppError(400, QUESTION_ERROR_CODES.tokenInvalid, QUESTION_MESSAGES.tokenInvalid, {
    temporary_token: [QUESTION_MESSAGES.tokenInvalid],
  });

/** A 400 naming the one field it is about. */
const invalid = (field: string, message: string) => badRequest(message, { [field]: [message] });

async function loadForStaff(ctx: QuestionOptions, id: number): Promise<Question> {
  const row = await findQuestion(ctx.db, id);
  if (!row) throw notFound();
  return withAssignment(ctx.db, 'g', presentQuestionForStaff(row, ctx.storage), (q) => q.group);
}

/** What a verb on one question of the inbox is called with. */
type OneQuestion = QuestionOptions & { actor: Actor; id: number };

/** The question a manager acts on: refused to anyone else (server-rules section 4), 404 when there is none. */
async function findManaged({ db, actor, id }: OneQuestion): Promise<QuestionRow> {
  if (!questionPolicy.manage(actor)) throw forbidden();
  const row = await findQuestion(db, id);
  if (!row) throw notFound();
  return row;
}

/**
 * A new question. A signed-in sender owns it at once; an anonymous one gets a temporary token (its hash
 * kept for an hour) that a later sign-in attaches. Title and reason must not be empty.
 */
export async function askQuestion(
  opts: QuestionOptions & {
    hashKey: string;
    actor: Actor | null;
    input: AskQuestionBody;
    /** the pictures sent with it (the form's picture_1 to picture_3), in order */
    pictures?: { field: string; bytes: Buffer }[];
  },
): Promise<{ question: Question; temporaryToken?: string }> {
  const { db, input, actor } = opts;
  const missing = askMissingMessage(input.title, input.summary);
  if (missing) {
    const fields: Record<string, string[]> = {};
    if (!input.title) fields.title = [QUESTION_MESSAGES.titleRequired];
    if (!input.summary) fields.summary = [QUESTION_MESSAGES.reasonRequired];
    throw badRequest(missing, fields);
  }
  // every picture is checked before anything is stored: one bad picture refuses the question whole
  const sent = opts.pictures ?? [];
  for (const picture of sent) await readPicture(picture.bytes, picture.field);
  const pictures = await storeQuestionPictures(opts.storage, sent);
  const now = new Date();
  const temporary = actor ? null : newTemporaryToken(now);
  let id: number;
  try {
    if (temporary) await forgetExpiredTokens(db, now);
    id = await db.transaction(async (tx) => {
      const inserted = await insertQuestion(tx, {
        title: input.title,
        summary: input.summary,
        resource: input.resource,
        fullName: input.full_name,
        userId: actor?.id ?? null,
        tempTokenHash: temporary ? hashTemporaryToken(opts.hashKey, temporary.token) : null,
        tempTokenExpiresAt: temporary?.expiresAt ?? null,
        pictures: pictures.map((p) => p.key),
      });
      await recordPictures({ db: tx, ownerKind: 'question', ownerId: inserted, pictures });
      return inserted;
    });
  } catch (error) {
    // the question was not kept: neither are its pictures
    await Promise.all(pictures.map((p) => deleteImage(opts.storage, p.key)));
    throw error;
  }
  // the question joins the group of a shown question that asks the same thing
  await groupNewQuestion(db, id, input.title);
  const row = await findQuestion(db, id);
  return {
    question: presentOwnQuestion(row!, opts.storage),
    ...(temporary ? { temporaryToken: temporary.token } : {}),
  };
}

/**
 * Stores a question's checked pictures under the private prefix (staff only, lib/storage.ts), re-encoded
 * to WebP, which leaves out EXIF with its GPS position (an asker's location is sensitive), and fingerprints
 * them (features/pictures). Stored ones are deleted again when a later one fails.
 */
async function storeQuestionPictures(
  storage: FileStorage,
  sent: { field: string; bytes: Buffer }[],
): Promise<{ key: string; fingerprints: Fingerprint[] }[]> {
  const stored: { key: string; fingerprints: Fingerprint[] }[] = [];
  try {
    for (const picture of sent) {
      const fingerprints = await fingerprintStored(picture.bytes);
      const key = await saveImage(storage, picture.bytes, {
        folder: 'private/questions',
        maxWidth: 1600,
        field: picture.field,
      });
      stored.push({ key, fingerprints });
    }
  } catch (error) {
    await Promise.all(stored.map((p) => deleteImage(storage, p.key)));
    throw error;
  }
  return stored;
}

/**
 * A question's pictures (the form's, then the tipline bot's photos) for the request page, each with the
 * published checks it looks like (features/pictures).
 */
export async function getQuestionPictures(opts: OneQuestion): Promise<QuestionPicture[]> {
  const row = await findManaged(opts);
  const pictures: QuestionPicture[] = [];
  for (const key of row.pictures) {
    const matches = await findChecksForStoredPicture({
      db: opts.db,
      storage: opts.storage,
      ownerKind: 'question',
      ownerId: row.id,
      key,
    });
    pictures.push({ key, matches });
  }
  return pictures;
}

/**
 * A question a tipline bot files for a chat (features/tipline-bot): no account and no temporary token (the
 * chat itself is told of the answer), its channel recorded, grouped like any question. The question and
 * what `link` writes with it (the bot's request) are one transaction; the grouping runs after it, on the
 * app's database as the web's questions do (the words' rarity is held per database object: grouped inside
 * a transaction it would be counted again for every question, holding the database meanwhile). Returns the
 * new question's id.
 */
export async function fileMessengerQuestion(
  db: Db,
  input: { title: string; summary: string; resource: string; channel: Messenger },
  link: (tx: Db, questionId: number) => Promise<void>,
  /** the bot's lane's pause (lib/time-share.ts), between the filing and the grouping and within it */
  pause: Pause = noPause,
  /** the words' figures (rarityOf) when the caller already read them for its matching */
  rarity?: Rarity,
): Promise<number> {
  const id = await db.transaction(async (tx) => {
    const inserted = await insertQuestion(tx, {
      ...input,
      fullName: '',
      userId: null,
      tempTokenHash: null,
      tempTokenExpiresAt: null,
    });
    await link(tx, inserted);
    return inserted;
  });
  await pause();
  await groupNewQuestion(db, id, input.title, pause, rarity);
  return id;
}

/** Attaches an anonymous question to the signed-in user: once, within the hour, never to a second account. */
export async function attachTemporaryToken(
  opts: QuestionOptions & { hashKey: string; actor: Actor; token: string },
): Promise<Question> {
  const id = await claimQuestion(opts.db, {
    tokenHash: hashTemporaryToken(opts.hashKey, opts.token),
    userId: opts.actor.id,
    now: new Date(),
  });
  if (id === null) throw tokenInvalid();
  const row = await findQuestion(opts.db, id);
  return presentOwnQuestion(row!, opts.storage);
}

/** The staff inbox (shown questions, with filters), or the signed-in user's own questions. */
export async function listQuestions(
  opts: QuestionOptions & { actor: Actor; query: QuestionListQuery },
): Promise<{ rows: Question[]; total: number }> {
  const { actor, query } = opts;
  const inbox = questionPolicy.seesInbox(actor);
  const { rows, total } = await listQuestionRows(opts.db, {
    userId: inbox ? undefined : actor.id,
    shownOnly: inbox,
    hasSubject: query.has_subject,
    search: query.search,
    ordering: query.ordering,
    groupId: query.group,
    // the saved filters are the inbox's; an asker's own list ignores them
    queue: inbox ? query.queue : undefined,
    channel: query.channel,
    me: actor.id,
    page: query.page,
    page_size: query.page_size,
  });
  if (!inbox) return { rows: rows.map((r) => presentOwnQuestion(r, opts.storage)), total };
  const staffRows = rows.map((r) => presentQuestionForStaff(r, opts.storage));
  return { rows: await withAssignments(opts.db, 'g', staffRows, (q) => q.group), total };
}

/** The inbox's saved filters and channels with how many shown questions each holds (one query). */
export async function countQueues(opts: QuestionOptions & { actor: Actor }): Promise<QuestionQueueCounts> {
  const counts = await queueCounts(opts.db, opts.actor.id);
  return {
    all: counts.all ?? 0,
    unassigned: counts.unassigned ?? 0,
    mine: counts.mine ?? 0,
    once: counts.once ?? 0,
    stale: counts.stale ?? 0,
    demand: counts.all ?? 0,
    channels: Object.fromEntries(
      QUESTION_CHANNELS.map((c) => [c, counts[c] ?? 0]),
    ) as QuestionQueueCounts['channels'],
  };
}

export async function getQuestion(opts: OneQuestion): Promise<Question> {
  if (!questionPolicy.manage(opts.actor)) throw forbidden();
  return loadForStaff(opts, opts.id);
}

/**
 * Edits title and reason and links (or unlinks) the subject that answers the question; with
 * `apply_to_group` the link also goes to every shown question of its group, in the same
 * transaction. Questions that become answered get `answered_at` and their askers' SMS queued.
 */
export async function updateQuestion(
  opts: OneQuestion & { input: QuestionUpdateBody; publicUrl: string },
): Promise<QuestionUpdateResponse> {
  const { db, actor, id, input } = opts;
  const current = await findManaged(opts);
  // a deactivated report is read-only: its edit icons are gone too (spec section 4)
  if (!current.isShown) {
    throw new AppError(409, QUESTION_ERROR_CODES.hidden, QUESTION_MESSAGES.hidden);
  }
  const changes: { title?: string; summary?: string; subjectId?: number | null } = {};
  if (input.title !== undefined && input.title !== current.title) changes.title = input.title;
  if (input.summary !== undefined && input.summary !== current.summary) changes.summary = input.summary;
  if (input.news_subject !== undefined && input.news_subject !== current.subjectId) {
    if (input.news_subject !== null && !(await subjectExists(db, input.news_subject))) {
      throw invalid('news_subject', QUESTION_MESSAGES.unknownSubject);
    }
    changes.subjectId = input.news_subject;
  }
  // the link sent also goes to the rest of the group
  const groupId = input.apply_to_group && input.news_subject !== undefined ? current.groupId : null;
  if (Object.keys(changes).length > 0 || groupId !== null) {
    await withDeadlockRetry(() =>
      db.transaction(async (tx) => {
        // a link changed (the question's, its group's) moves subjects' counters: those subjects are locked
        // before the questions' rows (lib/subject-locks.ts)
        if (changes.subjectId !== undefined || groupId !== null)
          await lockQuestionSubjects(tx, { id, groupId, to: input.news_subject });
        if (Object.keys(changes).length > 0) {
          await updateQuestionRow(tx, id, changes, current);
          await recordAudit({
            db: tx,
            actorId: actor.id,
            action: 'question.update',
            entity: 'question',
            entityId: id,
            details: {
              fields: Object.keys(changes),
              ...(changes.subjectId !== undefined ? { subject: changes.subjectId } : {}),
            },
          });
        }
        const linked = groupId === null ? [] : await linkGroup(tx, { actor, id, groupId, input });
        if (changes.subjectId !== undefined || linked.length > 0) {
          const touched = changes.subjectId !== undefined ? [id, ...linked] : linked;
          await syncAnswered({ db: tx, scope: { questionIds: touched }, publicUrl: opts.publicUrl });
        }
      }),
    );
  }
  const saved = await loadForStaff(opts, id);
  if (groupId === null) return saved;
  return { ...saved, group_linked: await countGroupLinked(db, groupId, input.news_subject ?? null) };
}

/** apply_to_group: the group's other shown questions take the same link, audited as one group write. */
async function linkGroup(
  tx: QuestionOptions['db'],
  opts: { actor: Actor; id: number; groupId: number; input: QuestionUpdateBody },
): Promise<number[]> {
  const subjectId = opts.input.news_subject ?? null;
  const linked = await linkGroupRows(tx, {
    groupId: opts.groupId,
    exceptId: opts.id,
    subjectId,
    now: new Date(),
  });
  if (linked.length > 0) {
    await recordAudit({
      db: tx,
      actorId: opts.actor.id,
      action: 'question.group_link',
      entity: 'question',
      entityId: opts.id,
      details: { group: opts.groupId, subject: subjectId, questions: linked },
    });
  }
  return linked;
}

/** DELETE: the report leaves the inbox and the subject page; nothing the asker wrote is deleted. */
export async function deactivateQuestion(opts: OneQuestion): Promise<Question> {
  const { db, actor, id } = opts;
  const current = await findManaged(opts);
  if (current.isShown) {
    await withDeadlockRetry(() =>
      withAudit(
        db,
        async (tx) => {
          // a hidden question leaves its subject's counter: the subject is locked first
          await lockQuestionSubjects(tx, { id });
          await updateQuestionRow(tx, id, { isShown: false }, current);
        },
        () => ({ actorId: actor.id, action: 'question.hide', entity: 'question', entityId: id }),
      ),
    );
  }
  return loadForStaff(opts, id);
}

/**
 * Blocks the asker, or activates them again. Blocking ends their sessions at once (refresh tokens
 * revoked; access tokens are refused because every request reads is_active). Only regular users are
 * managed here: staff accounts belong to the user management screen, where the last-super-admin and
 * self-block rules live.
 */
export async function toggleAskerBlock(opts: OneQuestion): Promise<Question> {
  const { db, actor, id } = opts;
  const current = await findManaged(opts);
  const askerId = current.userId;
  if (askerId === null) throw conflict(QUESTION_MESSAGES.noAccount);
  await db.transaction(async (tx) => {
    const user = await lockAsker(tx, askerId);
    if (!user) throw conflict(QUESTION_MESSAGES.noAccount);
    if (user.role !== Role.Regular) throw forbidden(QUESTION_MESSAGES.staffAsker);
    const isActive = !user.isActive;
    await setUserActive({ db: tx, user, isActive });
    await recordAudit({
      db: tx,
      actorId: actor.id,
      action: isActive ? 'user.unblock' : 'user.block',
      entity: 'user',
      entityId: user.id,
      details: { question: id },
    });
  });
  return loadForStaff(opts, id);
}

/**
 * POST /news/asked/{id}/group/: moves a question into a group (an existing group id, or the group of
 * another question, made when that one is alone) or out of its group (null). Staff who manage the inbox.
 */
export async function changeQuestionGroup(
  opts: OneQuestion & { input: QuestionGroupBody },
): Promise<Question> {
  const { db, actor, id, input } = opts;
  const current = await findManaged(opts);
  await db.transaction(async (tx) => {
    let target: number | null;
    if (input.question !== undefined) {
      if (input.question === id) {
        throw invalid('question', QUESTION_GROUP_MESSAGES.sameQuestion);
      }
      if (!(await questionExists(tx, input.question))) {
        throw invalid('question', QUESTION_GROUP_MESSAGES.unknownQuestion);
      }
      target = await ensureGroup(tx, input.question);
    } else {
      target = input.group ?? null;
      if (target !== null && !(await groupExists(tx, target))) {
        throw invalid('group', QUESTION_GROUP_MESSAGES.unknownGroup);
      }
    }
    if (target === current.groupId) return;
    await setQuestionGroup(tx, id, target, new Date());
    await recordAudit({
      db: tx,
      actorId: actor.id,
      action: 'question.group',
      entity: 'question',
      entityId: id,
      details: { from: current.groupId, to: target },
    });
  });
  return loadForStaff(opts, id);
}
