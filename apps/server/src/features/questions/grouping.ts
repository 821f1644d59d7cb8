import { CLAIM_KEYS, keySpellings, questionKey } from '@rasti/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql.ts';
import { noPause, type Pause } from '../../lib/time-share.ts';
import { setQuestionGroup } from './questions.repository.ts';
import { idf, type Rarity, rarityOf, trigramsOf } from './rarity.ts';

// Grouped demand (ADR 0013, ADR "grouping by the matcher"): questions that ask the same thing share a group
// id, drawn from the sequence question_group_seq so an id is never handed out twice however questions move.
// A question alone has group_id null (demand 1).
//
// Two questions ask the same thing when each covers most of the other's meaning: both are read as keys
// (questionKey: the matcher's normalisation, then light stemming, verb stems, number words as digits and
// the synonyms of rumours), each key weighs by its rarity among the published subjects and reviews (the
// matcher's rarity.ts), and the pair's score is the smaller of the two weighted shares one covers of the
// other. Taking the smaller share is what keeps apart two claims on one topic: 'قیمت نان دو برابر می‌شود'
// and 'نانوایی‌ها تعطیل می‌شوند' share 'نان', not their claims.

/** Two questions ask the same thing at this score or above (tuned on the labelled set, ADR). */
export const GROUP_THRESHOLD = 0.6;
/** A key covers another when this share of its trigrams is in the other (a typo), as the matcher's WORD_COVER. */
const KEY_COVER = 0.6;
/** The rarest keys that ask the trigram index for candidates. */
const GENERATORS = 4;
/** At most this many shown questions, the newest first, are scored per new question. */
const CANDIDATE_CAP = 300;
/** A key no document holds weighs as one held by this share of them (as in matching.ts). */
const UNKNOWN_SHARE = 0.005;

/** Whether key `a` is among `keys`, exactly or as a typo of one of them (four letters or more). */
function covered(a: string, keys: string[]): boolean {
  if (keys.includes(a)) return true;
  if (a.length < 4) return false;
  const grams = trigramsOf(a);
  return keys.some((b) => {
    if (b.length < 4) return false;
    const other = trigramsOf(b);
    let shared = 0;
    for (const g of grams) if (other.has(g)) shared += 1;
    return shared / grams.size >= KEY_COVER && shared / other.size >= KEY_COVER;
  });
}

/** The weighted share of `a`'s keys that `b` covers. */
function share(a: string[], b: string[], weight: (key: string) => number): number {
  let total = 0;
  let hit = 0;
  for (const key of a) {
    const w = weight(key);
    total += w;
    if (covered(key, b)) hit += w;
  }
  return total > 0 ? hit / total : 0;
}

/** The weight of a key: its rarity among the published documents (a stem's own count, else 'unknown'). */
function weigher(rarity: Rarity): (key: string) => number {
  // as a word held by UNKNOWN_SHARE of the documents, however few there are (none: every key weighs alike)
  const unknown = Math.log(1 + 1 / UNKNOWN_SHARE);
  return (key) => idf(rarity, key, unknown);
}

/** How alike two questions' keys are: the smaller of the weighted shares each covers of the other. */
export function keyScore(a: string[], b: string[], weight: (key: string) => number): number {
  if (!a.length || !b.length) return 0;
  // both say what happens, and not the same thing: two claims on one topic
  const claimsA = a.filter((k) => CLAIM_KEYS.has(k));
  const claimsB = b.filter((k) => CLAIM_KEYS.has(k));
  const sameClaim = claimsA.some((k) => claimsB.includes(k));
  if (claimsA.length && claimsB.length && !sameClaim) return 0;
  const [ab, ba] = [share(a, b, weight), share(b, a, weight)];
  // one claim: a question that says it in fewer words ('کشف نفت در اصفهان') still asks the same thing
  return sameClaim ? (ab + ba) / 2 : Math.min(ab, ba);
}

/** LIKE asks the trigram index for all of a spelling's trigrams: it needs three letters. */
const spellingsOf = (key: string) => keySpellings(key).filter((s) => s.length >= 3);

/**
 * Shown questions that hold two of the new question's rarest keys in any of their spellings (one when it
 * has only one such key), the newest first: each key is an OR of LIKEs on questions_search_trgm_idx, each
 * pair of keys a BitmapAnd of them, the pairs OR-ed. Nothing reads the whole table.
 */
export function candidatesQuery(keys: string[], rarity: Rarity, exceptId: number): SQL | null {
  const generators = keys
    .filter((k) => spellingsOf(k).length > 0)
    .sort((a, b) => (rarity.df.get(a) ?? 0) - (rarity.df.get(b) ?? 0))
    .slice(0, GENERATORS);
  if (!generators.length) return null;
  const holds = (key: string) =>
    sql`(${sql.join(
      spellingsOf(key).map((s) => sql`search_text like ${`%${s}%`}`),
      sql` or `,
    )})`;
  const arms: SQL[] = [];
  if (generators.length === 1) arms.push(holds(generators[0]!));
  for (let i = 0; i < generators.length; i++)
    for (let j = i + 1; j < generators.length; j++)
      arms.push(sql`(${holds(generators[i]!)} and ${holds(generators[j]!)})`);
  return sql`
    select id, group_id, title from questions
     where (${sql.join(arms, sql` or `)}) and is_shown and id <> ${exceptId}
     order by id desc
     limit ${CANDIDATE_CAP}`;
}

/**
 * The keys of the candidates' titles, kept for the next questions: a new question is scored against up to
 * CANDIDATE_CAP shown ones, mostly the same ones as the question before it, and keying a title
 * (questionKey) was most of the grouping's time in the process (a tipline flood's every question was
 * keyed against the 300 before it; ADR 27's addendum). Keyed by the title itself, so an edited title is
 * keyed again; the oldest entries leave first past KEYS_KEPT.
 */
const KEYS_KEPT = 1000;
const keysOfTitles = new Map<string, string[]>();

function titleKeys(title: string): string[] {
  let keys = keysOfTitles.get(title);
  if (!keys) {
    keys = questionKey(title);
    if (keysOfTitles.size >= KEYS_KEPT) keysOfTitles.delete(keysOfTitles.keys().next().value!);
    keysOfTitles.set(title, keys);
  }
  return keys;
}

/** A caller with a time share (the tipline bot's lane) pauses at least this often while candidates are scored. */
const SLICE_MS = 5;

/**
 * The shown question (other than `exceptId`) that asks most nearly what `title` asks, when their score
 * reaches GROUP_THRESHOLD; on a tie one already in a group, then the newest. `pause` is a time share's
 * (lib/time-share.ts): the candidates are scored in slices of SLICE_MS.
 */
export async function closestShownQuestion(
  db: Db,
  title: string,
  exceptId: number,
  pause: Pause = noPause,
  known?: Rarity,
): Promise<{ id: number; groupId: number | null; score: number } | null> {
  const keys = questionKey(title);
  if (!keys.length) return null;
  const rarity = known ?? (await rarityOf(db));
  const query = candidatesQuery(keys, rarity, exceptId);
  if (!query) return null;
  const weight = weigher(rarity);
  let best: { id: number; groupId: number | null; score: number } | null = null;
  for (const row of rowsOf<{ id: number; group_id: number | null; title: string }>(await db.execute(query))) {
    await pause(SLICE_MS);
    const score = keyScore(keys, titleKeys(row.title), weight);
    const groupId = row.group_id === null ? null : Number(row.group_id);
    if (score < GROUP_THRESHOLD) continue;
    if (!best || score > best.score || (score === best.score && best.groupId === null && groupId !== null))
      best = { id: Number(row.id), groupId, score };
  }
  return best;
}

/** The group id of `id`, giving it a new one from the sequence when it has none. */
export async function ensureGroup(db: Db, id: number): Promise<number> {
  const [row] = rowsOf<{ group_id: number }>(
    await db.execute(sql`
      update questions set group_id = coalesce(group_id, nextval('question_group_seq')::int)
      where id = ${id} returning group_id`),
  );
  return Number(row!.group_id);
}

/**
 * A new question joins the group of the closest shown question (that question gets a group first when it
 * was alone), or stays alone. Answers the group id (null when alone). Pass the app's database rather than
 * a transaction: the words' rarity is held per database object (rarity.ts), and a new transaction object
 * would count the catalogue's words again (seconds at 100 000 subjects). `rarity`: the words' figures when
 * the caller already read them (the tipline bot's update, for its matching too).
 */
export async function groupNewQuestion(
  db: Db,
  id: number,
  title: string,
  pause: Pause = noPause,
  rarity?: Rarity,
): Promise<number | null> {
  const closest = await closestShownQuestion(db, title, id, pause, rarity);
  if (!closest) return null;
  const group = closest.groupId ?? (await ensureGroup(db, closest.id));
  await setQuestionGroup(db, id, group);
  return group;
}
