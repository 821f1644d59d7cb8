/**
 * The journey files known to be long, with how many seconds each took (support/sequencer.ts starts them
 * first, longest first; the rest follow, larger files first). Measured with vitest's JSON reporter on the
 * shared two-core machine, two workers, `nice -n 15`, at load 9-22 (ADR 42's addendum): only the order
 * matters, not the figures. List a file here when a run shows it taking about a minute or more; vitest's
 * reporters print each file's time, or:
 *
 *   cd e2e && npx vitest run --config vitest.config.ts --reporter=default --reporter=json \
 *     --outputFile.json=/tmp/journeys.json <files>
 *
 * then each `testResults[].endTime - startTime` of /tmp/journeys.json.
 */
export const LONG_JOURNEYS: Record<string, number> = {
  'a11y-super-admin.test.ts': 76,
  'home.test.ts': 71,
  'offline.test.ts': 53,
  'hostile.test.ts': 51,
  'a11y-guest-phone.test.ts': 50,
  'a11y-guest-desktop.test.ts': 38,
};
