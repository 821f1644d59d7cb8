import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviews } from '../../db/schema/index.ts';
import { isPublicReviewRow } from '../reviews/index.ts';

/**
 * How many published reports fall between each pair of instants (`starts`, in order): one aggregate of
 * reviews_public_newest_idx (the published reviews' dates, an index-only walk), each date put in its
 * bucket by width_bucket. Bucket i (1-based) counts [starts[i-1], starts[i]); 0 and starts.length are
 * before the first and from the last.
 */
export async function countsByBucket(db: Db, starts: Date[]): Promise<Map<number, number>> {
  const bounds = `{${starts.map((d) => d.toISOString()).join(',')}}`;
  const bucket = sql<number>`width_bucket(${reviews.datePublished}, ${bounds}::timestamptz[])`;
  const rows = await db
    .select({ bucket: bucket.mapWith(Number), n: sql<number>`count(*)`.mapWith(Number) })
    .from(reviews)
    .where(sql`${isPublicReviewRow} and ${reviews.datePublished} is not null`)
    // by position: the bounds are a parameter, and a second copy of them would be another expression
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [r.bucket, r.n]));
}
