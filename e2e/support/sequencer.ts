import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { LONG_JOURNEYS } from './durations.ts';

const JOURNEYS = path.resolve(import.meta.dirname, '../journeys');

/**
 * The journeys' order, the same on every machine: the files known to be long first (support/durations.ts,
 * longest first), then the others, larger files first, so that the two workers end close together instead of
 * one running a long file alone at the end (ADR 42). vitest's own order needs its results cache, which a clean
 * clone (CI) has not: it falls back to the files' sizes alone, and a short file of many tests (the
 * accessibility audits loop over screens) came late while taking minutes.
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // a renamed or split file would silently lose its place: say so
    for (const name of Object.keys(LONG_JOURNEYS))
      if (!existsSync(path.join(JOURNEYS, name)))
        console.warn(`e2e: support/durations.ts lists ${name}, which journeys/ no longer holds`);
    const known = (file: TestSpecification) => LONG_JOURNEYS[journeyName(file.moduleId)] ?? 0;
    const size = (file: TestSpecification) => statSync(file.moduleId).size;
    return [...files].sort(
      (a, b) =>
        known(b) - known(a) ||
        size(b) - size(a) ||
        journeyName(a.moduleId).localeCompare(journeyName(b.moduleId)),
    );
  }
}

/** A journey file's name as support/durations.ts keys it: its path below journeys/. */
export const journeyName = (moduleId: string) => path.relative(JOURNEYS, moduleId).split(path.sep).join('/');
