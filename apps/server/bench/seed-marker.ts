// The bench's large data set is seeded once; `bench-seed.json` in its data folder says what was seeded
// (counts and database), so a later run knows whether it may use the data as it is.
import { isDeepStrictEqual } from 'node:util';

export interface SeedMarker {
  subjects: number;
  sources: number;
  /** the PostgreSQL URL, or 'pglite' */
  database: string;
}

/**
 * What the bench does with its database: `ready` when the marker names the wanted data set (compared as
 * parsed JSON, so a copy written by hand with other spacing or a final newline still counts), `seed` when
 * the database is empty, and otherwise a refusal: seeding again would add the whole data set on top of
 * what is there.
 */
export function seedDecision(opts: {
  /** the marker file's text, null when there is none */
  markerText: string | null;
  wanted: SeedMarker;
  databaseHasData: boolean;
  /** how to start over, e.g. 'Delete the folder data-bench' */
  startOver: string;
}): 'ready' | 'seed' | { refuse: string } {
  const marker = parseMarker(opts.markerText);
  if (marker !== undefined && isDeepStrictEqual(marker, opts.wanted)) return 'ready';
  if (!opts.databaseHasData) return 'seed';
  const found =
    opts.markerText === null
      ? 'has no bench-seed.json'
      : marker === undefined
        ? 'has a bench-seed.json that is not JSON'
        : `was seeded with ${JSON.stringify(marker)}`;
  return {
    refuse:
      `the bench database is not empty and ${found}, not ${JSON.stringify(opts.wanted)}; seeding would ` +
      `add the data set on top of what is there. ${opts.startOver} and run the bench again.`,
  };
}

function parseMarker(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
