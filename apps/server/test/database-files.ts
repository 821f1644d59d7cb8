import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The server's API tests run on PGlite and again on PostgreSQL (vitest.postgres.config.ts). A test file that
// opens no database runs the same both times: the second run is left out, and the file still runs once on the
// whole suite's Node and, where vitest.runtime.config.ts lists it, on the oldest Node.

/** What opening a database looks like in a test file or a test helper it imports. */
const OPENS_A_DATABASE =
  /openTestDatabase|createTestApp|setupApp|openDatabase\(|PGlite|TEST_DATABASE_URL|TEST_DB\b/;

/** Relative imports, static or dynamic. */
const RELATIVE_IMPORT = /from\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g;

/**
 * The test files under `root` (src/ and test/, *.test.ts) that open no database: neither the file nor a test
 * helper it imports (a module under test/, followed through its own imports) does. Relative to `root`.
 */
export function testFilesWithoutDatabase(root: string): string[] {
  const helpers = path.join(root, 'test') + path.sep;
  const known = new Map<string, boolean>();
  const opens = (file: string): boolean => {
    const cached = known.get(file);
    if (cached !== undefined) return cached;
    known.set(file, false); // an import cycle adds nothing
    const text = readFileSync(file, 'utf8');
    const result =
      OPENS_A_DATABASE.test(text) ||
      [...text.matchAll(RELATIVE_IMPORT)].some((match) => {
        const target = path.resolve(path.dirname(file), match[1] ?? match[2]!);
        return target.startsWith(helpers) && existsSync(target) && opens(target);
      });
    known.set(file, result);
    return result;
  };
  return ['src', 'test']
    .flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.test.ts'))
        .map((file) => path.join(dir, file)),
    )
    .filter((file) => !opens(path.join(root, file)))
    .sort();
}
