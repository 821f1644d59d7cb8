import { MATCH_LIMITS, normalizeForMatching, Status } from '@rasti/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

// 'Already checked?' (issue 16): which published subjects and reviews may answer a reader's question.
// The question is normalised for matching (colloquial → written, stop words out) and compared with the
// stored search_text (normalizePersian of title and abstract/summary) by pg_trgm's word_similarity: the
// share of the question's trigrams found in one stretch of the candidate's text, i.e. how much of the
// question the candidate covers. The `<%` operator lets the GIN trigram index (subjects_search_trgm_idx,
// reviews_search_trgm_idx) find the candidates above the threshold; nothing reads the whole table.

/** A candidate must cover at least this share of the question (tuned on the labelled set, see ADR 0013). */
export const SIMILAR_THRESHOLD = 0.5;
/** The similar query's statement timeout: a reader's text can never hold the database longer. */
export const SIMILAR_TIMEOUT_MS = 1500;
/** A new question joins a shown question's group only above this stricter share. */
export const GROUP_THRESHOLD = 0.6;

export interface SimilarItem {
  kind: 'subject' | 'review';
  id: number;
  title: string;
  score: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Runs `work` in a transaction whose pg_trgm word-similarity threshold is `threshold` (set_config with
 * is_local: it ends with the transaction, so pooled connections keep the default).
 */
export async function withWordThreshold<T>(
  db: Db,
  threshold: number,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(threshold)}, true)`);
    return work(tx as unknown as Db);
  });
}

/**
 * The normalised title and the opening of the abstract (or review summary): the head of search_text
 * (normalizePersian(title + ' ' + abstract)), 80 characters past the title. A bounded text keeps each
 * candidate's check short (word_similarity costs with the text's length); the title alone lost a fifth of
 * the labelled set's recall. The expression has its own GIN trigram index (subjects_match_trgm_idx,
 * reviews_match_trgm_idx, migration 0012), so it needs no column or backfill.
 */
const titleText = (alias: 's' | 'r') =>
  sql.raw(`left(${alias}.search_text, char_length(${alias}.title) + 80)`);

/** The question as the matcher reads it; '' when too short to mean anything. */
export function matchText(input: string): string {
  const text = normalizeForMatching(input);
  return text.length >= 3 ? text : '';
}

/**
 * Published subjects and reviews (a review also needs its subject published) that cover the question,
 * best first, at most `limit`. `text` is already normalised (matchText).
 */
export async function similarItems(
  db: Db,
  text: string,
  opts: { limit?: number; threshold?: number } = {},
): Promise<SimilarItem[]> {
  if (!text) return [];
  const limit = opts.limit ?? MATCH_LIMITS.maxResults;
  return withWordThreshold(db, opts.threshold ?? SIMILAR_THRESHOLD, async (tx) => {
    // a bound on the work one call can cause, whatever the text: past it the reader simply gets no suggestion
    await tx.execute(sql`select set_config('statement_timeout', ${String(SIMILAR_TIMEOUT_MS)}, true)`);
    const result = await tx.execute(sql`
      select kind, id, title, score from (
        (select 'subject' as kind, s.id, s.title, word_similarity(${text}, ${titleText('s')}) as score
           from subjects s
          where ${text} <% ${titleText('s')} and s.status = ${Status.Published}
          order by score desc, s.id desc
          limit ${limit})
        union all
        (select 'review' as kind, r.id, r.title, word_similarity(${text}, ${titleText('r')}) as score
           from reviews r join subjects rs on rs.id = r.subject_id
          where ${text} <% ${titleText('r')} and r.status = ${Status.Published} and rs.status = ${Status.Published}
          order by score desc, r.id desc
          limit ${limit})
      ) found
      order by score desc, kind, id desc
      limit ${limit}`);
    return rowsOf<{ kind: 'subject' | 'review'; id: number; title: string; score: number | string }>(
      result,
    ).map((r) => ({ kind: r.kind, id: Number(r.id), title: r.title, score: Number(r.score) }));
  });
}

/** The page of a suggestion on the site. */
export const similarUrl = (item: { kind: 'subject' | 'review'; id: number }): string =>
  item.kind === 'subject' ? `/news-subject-page/${item.id}` : `/report/${item.id}`;

/**
 * GET /public/public-user-question/similar/: up to five published subjects and reviews that may answer the
 * question being typed. Text shorter than MATCH_LIMITS.minChars (or only stop words) answers [] without a
 * query; longer than maxChars is refused by the query schema.
 */
export async function findSimilar(opts: {
  db: Db;
  text: string;
}): Promise<(SimilarItem & { url: string })[]> {
  if (opts.text.trim().length < MATCH_LIMITS.minChars) return [];
  let items: SimilarItem[];
  try {
    items = await similarItems(opts.db, matchText(opts.text));
  } catch (err) {
    // 57014: the statement timeout above; no suggestion rather than an error under the reader's typing
    if (errorCode(err) === '57014') return [];
    throw err;
  }
  return items.map((i) => ({ ...i, url: similarUrl(i), score: Math.round(i.score * 1000) / 1000 }));
}

function errorCode(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}
