import { z } from 'zod';
import { textTooLong } from './messages.ts';

// The one way the contract's schemas reach zod. In a browser, zod runs without its compiled fast
// path: that path probes `new Function`, which the strict CSP (no 'unsafe-eval') refuses and reports on
// every page that loads a schema. The server keeps it (no CSP there, and it is faster).
if (typeof (globalThis as { document?: unknown }).document !== 'undefined') z.config({ jitless: true });

// A text over its length gets the shared Persian 'too long' sentence, wherever a schema sets no message.
z.config({
  customError: (issue) =>
    issue.code === 'too_big' && issue.origin === 'string' ? textTooLong(Number(issue.maximum)) : undefined,
});

/**
 * A field's own 'required' sentence for a missing (or mistyped) value only. Given as the schema's plain
 * `error`, it would also stand for every check without a message of its own, so a text over its maximum
 * length would be told it is required.
 */
export const whenMissing =
  (message: string) =>
  (issue: { code?: string }): string | undefined =>
    issue.code === 'invalid_type' ? message : undefined;

export { z };
