import { describe, expect, it } from 'vitest';
import { seedDecision } from '../bench/seed-marker.ts';

// `npm run bench` seeds its 100 000 subjects once; the marker decides whether a later run may use them.
const wanted = { subjects: 100_000, sources: 500_000, database: 'pglite' };
const startOver = 'Delete the folder /x/data-bench';

describe('the bench seed marker', () => {
  it('takes a marker with the same values, however it is spaced', () => {
    for (const markerText of [
      JSON.stringify(wanted),
      `${JSON.stringify(wanted)}\n`,
      '{ "database": "pglite", "sources": 500000, "subjects": 100000 }\n',
    ]) {
      expect(seedDecision({ markerText, wanted, databaseHasData: true, startOver })).toBe('ready');
    }
  });

  it('seeds an empty database, with or without a marker', () => {
    expect(seedDecision({ markerText: null, wanted, databaseHasData: false, startOver })).toBe('seed');
    const other = JSON.stringify({ ...wanted, subjects: 10 });
    expect(seedDecision({ markerText: other, wanted, databaseHasData: false, startOver })).toBe('seed');
  });

  it('refuses to seed on top of data whose marker is missing, broken or different, and says what to delete', () => {
    for (const markerText of [null, '{"subjects":', JSON.stringify({ ...wanted, subjects: 10 })]) {
      const decision = seedDecision({ markerText, wanted, databaseHasData: true, startOver });
      expect(decision).toEqual({ refuse: expect.stringContaining('Delete the folder /x/data-bench') });
      expect((decision as { refuse: string }).refuse).toMatch(/not empty/);
    }
  });
});
