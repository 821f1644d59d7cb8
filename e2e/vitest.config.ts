import { defineConfig } from 'vitest/config';
import { POLL } from './support/durations.ts';
import { LongestFirst } from './support/sequencer.ts';

/**
 * Browser journeys: each test file drives Debian's chromium through playwright-core against the real server
 * (embedded database, Persian demo data) started by support/global-setup.ts. Two files run at once
 * (E2E_WORKERS, default 2; 1 runs them one after another), each worker with a server and data folder of its
 * own: a journey mostly waits on the browser and its server, so two share the machine's cores well.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS) || 2);

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    // a journey may wait out a shared demo number's resend window (2 s on the journeys' servers) before
    // signing in, and the shared test machine can make a long journey slow
    testTimeout: 150_000,
    hookTimeout: 120_000,
    expect: { poll: POLL },
    maxWorkers: workers,
    fileParallelism: workers > 1,
    // the longest files first, by a checked-in estimate: a clean clone has no vitest results cache (ADR 42)
    sequence: { sequencer: LongestFirst },
  },
});
