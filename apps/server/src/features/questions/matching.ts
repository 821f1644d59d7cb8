import { MATCH_LIMITS, normalizeForMatching, Status } from '@rasti/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf, sqlState } from '../../lib/sql.ts';
import { idf, matchTextOf, nearestWord, type Rarity, rarityOf } from './rarity.ts';

// 'Already checked?': which published subjects and reviews may answer a reader's question.
// The question is normalised for matching (colloquial → written, stop words out); each of its words weighs by
// its rarity among the published subjects' and reviews' words (rarity.ts), and a candidate scores the weighted
// share of the question's words it covers (pg_trgm word_similarity of the word against the candidate's text,
// so a typo still counts), the whole question's word_similarity breaking ties. The trigram index
// (subjects_match_trgm_idx, reviews_match_trgm_idx) is asked only for texts holding several of the question's
// rarest words; nothing reads the whole table, and a common word alone lets little through. Grouping
// (grouping.ts) compares questions with each other by the same rarity, on their keys (questionKey).

/** A candidate must cover at least this weighted share of the question (tuned on the labelled set, ADR 0013). */
export const SIMILAR_THRESHOLD = 0.6;
/**
 * The threshold for a picture's known words (findSimilar's knownWordsOnly), tuned on the labelled screenshots
 * (test/fixtures/picture-ocr-eval.ts): their checks scored 0.62 to 0.9, the unrelated screenshots' nearest
 * candidates 0.6 to 0.67.
 */
export const PICTURE_WORDS_THRESHOLD = 0.7;
/** The similar query's statement timeout: a reader's text can never hold the database longer. */
export const SIMILAR_TIMEOUT_MS = 1500;
/** PostgreSQL's SQLSTATE for a statement its timeout cancelled. */
const QUERY_CANCELED = '57014';
export interface SimilarItem {
  kind: 'subject' | 'review';
  id: number;
  title: string;
  score: number;
}

/**
 * The normalised title and the opening of the abstract (or review summary): the head of search_text
 * (normalizePersian(title + ' ' + abstract)), 80 characters past the title. A bounded text keeps each
 * candidate's check short (word_similarity costs with the text's length); the title alone lost a fifth of
 * the labelled set's recall. The expression has its own GIN trigram index (subjects_match_trgm_idx,
 * reviews_match_trgm_idx, migration 0012), so it needs no column or backfill.
 */
const titleText = (alias: 's' | 'r') => sql.raw(matchTextOf(alias));

/** The question as the matcher reads it; '' when too short to mean anything. */
export function matchText(input: string): string {
  const text = normalizeForMatching(input);
  return text.length >= 3 ? text : '';
}

/** A question word counts as covered by a candidate when its word similarity there reaches this. */
export const WORD_COVER = 0.6;
/** The rarest known words of the question that ask the index for candidates. */
const GENERATORS = 4;
/** At most this many candidates are scored per kind, whatever the words. */
const CANDIDATE_CAP = 400;

/** A word no document holds weighs as one held by this share of them. */
const UNKNOWN_SHARE = 0.005;

/**
 * The question's words with their weights (inverse document frequency among the published subjects and
 * reviews), and the words that ask the index for candidates: the rarest ones the catalogue holds.
 */
export function weighWords(rarity: Rarity, text: string) {
  const words = [...new Set(text.split(' ').filter((w) => w.length >= 2))];
  // a word no document holds (a colloquial form, a typo, a new topic) weighs as one held by UNKNOWN_SHARE of
  // the documents: enough that a question about something else is not answered by its common words alone,
  // not so much that a colloquial word sinks the subject it asks about
  const unknown = Math.log(1 + rarity.docs / Math.max(1, rarity.docs * UNKNOWN_SHARE));
  const weights = words.map((w) => idf(rarity, w, unknown));
  // what each word can be found as in the catalogue: itself, or the closest word it holds (a typo's)
  const found = words.map((w) => (rarity.df.has(w) ? w : nearestWord(rarity, w, WORD_COVER)));
  const total = weights.reduce((a, b) => a + b, 0);
  const coverable = weights.reduce((sum, weight, i) => sum + (found[i] ? weight : 0), 0);
  // a word under three letters has no whole trigram for LIKE to ask the index for: it only weighs
  const generators = [...new Set(found.filter((w): w is string => w !== undefined && w.length >= 3))]
    .sort((a, b) => (rarity.df.get(a) ?? 0) - (rarity.df.get(b) ?? 0))
    .slice(0, GENERATORS);
  /** the best share any candidate could reach: words with no near word in the catalogue stay uncovered */
  const reachable = total > 0 ? coverable / total : 0;
  return { words, weights, total, generators, reachable };
}

/** Candidates one arm of the index query may let through, as estimated from the words' frequencies. */
const ARM_BUDGET = 60;

/**
 * How many of the generator words a candidate must hold: the fewest (at least two when there are two) for
 * which an arm of the most common of them is expected to let at most ARM_BUDGET texts through (words taken
 * as independent), so a question of common words asks for three or four of them together.
 */
export function armSize(rarity: Rarity, generators: string[]): number {
  const fractions = generators
    .map((w) => Math.max(1, rarity.df.get(w) ?? 1) / Math.max(1, rarity.docs))
    .sort((a, b) => b - a);
  let size = Math.min(2, generators.length);
  while (size < generators.length) {
    const expected = fractions.slice(0, size).reduce((a, f) => a * f, rarity.docs);
    if (expected <= ARM_BUDGET) break;
    size += 1;
  }
  return size;
}

/** Every choice of `size` items of `items` (at most 4 choose 2 = 6 here). */
function choose<T>(items: T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, i) => choose(items.slice(i + 1), size - 1).map((rest) => [item, ...rest]));
}

/**
 * Published subjects and reviews (a review also needs its subject published) that cover the question,
 * best first, at most `limit`. `text` is already normalised (matchText).
 *
 * Each word of the question weighs by its rarity (rarity.ts); a candidate's score is the weighted share of
 * the question's words it covers (word similarity ≥ WORD_COVER, so typos still count), the whole question's
 * word_similarity breaking ties. The index is asked only for texts holding at least two of the question's
 * rarest words (one when it has no more): a GIN trigram scan per pair, OR-ed, so a common word alone lets
 * nothing through.
 */
export async function similarItems(
  db: Db,
  text: string,
  opts: { limit?: number; threshold?: number; rarity?: Rarity } = {},
): Promise<SimilarItem[]> {
  if (!text) return [];
  const query = similarQuery(opts.rarity ?? (await rarityOf(db)), text, opts);
  // no candidate could cover enough of the question: answered without a query
  if (!query) return [];
  return db.transaction(async (tx) => {
    // a bound on the work one call can cause, whatever the text: past it the reader simply gets no suggestion
    // (set_config with is_local: it ends with the transaction, so pooled connections keep the default)
    await tx.execute(sql`select set_config('statement_timeout', ${String(SIMILAR_TIMEOUT_MS)}, true)`);
    const result = await tx.execute(query);
    return rowsOf<{ kind: 'subject' | 'review'; id: number; title: string; score: number | string }>(
      result,
    ).map((r) => ({ kind: r.kind, id: Number(r.id), title: r.title, score: Number(r.score) }));
  });
}

/** The similar query for a normalised text (null when no candidate could reach the threshold); the bench explains it. */
export function similarQuery(
  rarity: Rarity,
  text: string,
  opts: { limit?: number; threshold?: number } = {},
): SQL | null {
  const limit = opts.limit ?? MATCH_LIMITS.maxResults;
  const threshold = opts.threshold ?? SIMILAR_THRESHOLD;
  const { words, weights, total, generators, reachable } = weighWords(rarity, text);
  if (!generators.length || reachable < threshold) return null;
  const arms = choose(generators, armSize(rarity, generators));
  const found = (alias: 's' | 'r') =>
    sql.join(
      arms.map(
        (arm) =>
          sql`(${sql.join(
            // LIKE asks the trigram index for all of a word's trigrams: selective even for a short word
            arm.map((w) => sql`${titleText(alias)} like ${`%${w}%`}`),
            sql` and `,
          )})`,
      ),
      sql` or `,
    );
  return sql`
      with q as (
        select * from unnest(string_to_array(${words.join(' ')}, ' '),
                             string_to_array(${weights.join(' ')}, ' ')::float8[]) as q(word, weight)
      ),
      candidates as (
        (select 'subject' as kind, s.id, s.title, ${titleText('s')} as body
           from subjects s where (${found('s')}) and s.status = ${Status.Published}
          limit ${CANDIDATE_CAP})
        union all
        (select 'review' as kind, r.id, r.title, ${titleText('r')} as body
           from reviews r join subjects rs on rs.id = r.subject_id
          where (${found('r')}) and r.status = ${Status.Published} and rs.status = ${Status.Published}
          limit ${CANDIDATE_CAP})
      ),
      scored as (
        select c.kind, c.id, c.title,
               (select coalesce(sum(q.weight), 0) from q
                 where word_similarity(q.word, c.body) >= ${WORD_COVER}) / ${total}::float8 as score,
               word_similarity(${text}, c.body) as tie
          from candidates c
      )
      select kind, id, title, score from scored
       where score >= ${threshold}
       order by score desc, tie desc, kind, id desc
       limit ${limit}`;
}

/** The page of a suggestion on the site. */
export const similarUrl = (item: { kind: 'subject' | 'review'; id: number }): string =>
  item.kind === 'subject' ? `/news-subject-page/${item.id}` : `/report/${item.id}`;

/**
 * GET /public/public-user-question/similar/: up to five published subjects and reviews that may answer the
 * question being typed. Text shorter than MATCH_LIMITS.minChars (or only stop words) answers [] without a
 * query; longer than maxChars is refused by the query schema.
 *
 * `knownWordsOnly` is for words read in a picture (OCR, features/pictures): only the words the catalogue
 * holds, or a near form of, are kept. A screenshot's channel name, clock and buttons, a forwarder's caption
 * and what the OCR misread are words no check holds: as a typed question's unknown words they would weigh
 * heavily and sink the check whose claim the picture shows (the labelled screenshots: 46 % found in the top
 * five with them, see ADR 32). With fewer words left, a candidate must cover more of them
 * (PICTURE_WORDS_THRESHOLD).
 *
 * `rarity` is the words' figures when the caller already has them (rarityOf): the tipline bot reads them
 * once per update for the matcher and the grouping both.
 */
export async function findSimilar(opts: {
  db: Db;
  text: string;
  knownWordsOnly?: boolean;
  rarity?: Rarity;
}): Promise<(SimilarItem & { url: string })[]> {
  if (opts.text.trim().length < MATCH_LIMITS.minChars) return [];
  let items: SimilarItem[];
  try {
    let text = matchText(opts.text);
    if (!text) return [];
    const rarity = opts.rarity ?? (await rarityOf(opts.db));
    if (opts.knownWordsOnly) text = knownWords(rarity, text);
    items = await similarItems(opts.db, text, {
      rarity,
      ...(opts.knownWordsOnly ? { threshold: PICTURE_WORDS_THRESHOLD } : {}),
    });
  } catch (err) {
    // the statement timeout above: no suggestion rather than an error under the reader's typing
    if (sqlState(err) === QUERY_CANCELED) return [];
    throw err;
  }
  return items.map((i) => ({ ...i, url: similarUrl(i), score: Math.round(i.score * 1000) / 1000 }));
}

/** The words of a normalised text that the published catalogue holds or has a near form of ('' when none). */
function knownWords(rarity: Rarity, text: string): string {
  return text
    .split(' ')
    .filter((w) => rarity.df.has(w) || nearestWord(rarity, w, WORD_COVER) !== undefined)
    .join(' ');
}
