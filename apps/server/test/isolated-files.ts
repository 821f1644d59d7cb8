import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The server's PostgreSQL project shares one module graph per worker across files (`isolate: false`, ADR 42):
// Fastify, drizzle, zod, the contract and the app are imported once per worker, not once per file. A file that swaps a
// module for a mock (vi.mock and its kin) would see the real module another file already loaded, or leave its
// mock to the next file; a file that checks what its process has loaded needs a process no other file used and
// says so in a line comment starting `// keeps per-file isolation:`. Those files run in a project of their own
// that keeps vitest's per-file isolation.

/** What replacing a module or a global for one file, or asking for a process of its own, looks like. */
const NEEDS_ISOLATION =
  /\bvi\.(mock|doMock|unmock|doUnmock|resetModules|stubGlobal)\(|^\/\/ keeps per-file isolation:/m;

/**
 * The test files under `root` (src/ and test/, *.test.ts) that mock modules or globals, or ask for per-file
 * isolation. Relative to `root`.
 */
export function testFilesNeedingIsolation(root: string): string[] {
  return ['src', 'test']
    .flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.test.ts'))
        .map((file) => path.join(dir, file)),
    )
    .filter((file) => NEEDS_ISOLATION.test(readFileSync(path.join(root, file), 'utf8')))
    .sort();
}
