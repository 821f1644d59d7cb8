/**
 * The journey files known to be long, with how many seconds each took (support/sequencer.ts starts them
 * first, longest first; the rest follow, larger files first). Taken from a clean-clone CI run (`.ci/run`, two
 * workers, the machine otherwise idle; ADR 42's addendum): only the order matters, not the figures. List a
 * file here when a run shows it among the longest (half a minute or more); CI's log prints each file's time,
 * or:
 *
 *   cd e2e && npx vitest run --config vitest.config.ts --reporter=default --reporter=json \
 *     --outputFile.json=/tmp/journeys.json <files>
 *
 * then each `testResults[].endTime - startTime` of /tmp/journeys.json.
 */
export const LONG_JOURNEYS: Record<string, number> = {
  'a11y-super-admin.test.ts': 77,
  'home.test.ts': 38,
  'hostile.test.ts': 38,
  'a11y-guest-desktop.test.ts': 38,
  'a11y-guest-phone.test.ts': 36,
  'foundation.test.ts': 35,
  'newsroom.test.ts': 34,
  'ssr.test.ts': 30,
  'offline.test.ts': 28,
  'tipline-bot.test.ts': 27,
  'reviews.test.ts': 26,
};

/**
 * Waits for polled page state: the shared test machine can take seconds to answer. Also every
 * `expect.poll`'s default (vitest.config.ts): vitest's own second failed a journey on a slow day.
 */
export const POLL = { timeout: 15_000, interval: 200 };
