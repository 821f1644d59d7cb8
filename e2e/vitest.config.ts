import { defineConfig } from 'vitest/config';

/**
 * Browser journeys: one server (embedded database, Persian demo data) for the whole run, started by
 * support/global-setup.ts; each test file drives Debian's chromium through playwright-core.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    // a journey may wait out a shared demo number's resend window (2 s on the journeys' server) before signing in,
    // and the shared test machine can make a long journey slow
    testTimeout: 150_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
