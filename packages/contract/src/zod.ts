import { z } from 'zod';

// The one way the contract's schemas reach zod. In a browser, zod runs without its compiled fast
// path: that path probes `new Function`, which the strict CSP (no 'unsafe-eval') refuses and reports on
// every page that loads a schema. The server keeps it (no CSP there, and it is faster).
if (typeof (globalThis as { document?: unknown }).document !== 'undefined') z.config({ jitless: true });

export { z };
