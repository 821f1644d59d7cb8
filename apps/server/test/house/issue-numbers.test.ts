import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// A reader of the repository has no access to the tracker its work was planned in: comments, docs and the
// README name the feature and its decision record (docs/decisions), never a numbered issue.
const ROOT = resolve(import.meta.dirname, '../../../..');
const SKIP = new Set(['node_modules', 'dist', 'data', '.git', 'coverage', 'test-results', '.tmp']);
const TEXT = /\.(ts|tsx|mts|mjs|js|md|css|html|json|yml|yaml)$/;
const ISSUE_NUMBER = new RegExp(['\\bissues?', '#?\\d+\\b'].join(' '), 'i');

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('data-')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.test(entry.name) && !entry.name.endsWith('package-lock.json')) yield path;
  }
}

const roots = ['apps', 'packages', 'e2e', 'scripts', 'docs', '.ci'].map((r) => join(ROOT, r));

describe('the repository names features, not tracker issues', () => {
  it('no comment, doc or README line refers to a numbered issue', () => {
    const found: string[] = [];
    const readme = join(ROOT, 'README.md');
    for (const file of [readme, ...roots.flatMap((r) => [...files(r)])]) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, at) => {
          if (ISSUE_NUMBER.test(line)) found.push(`${relative(ROOT, file)}:${at + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('would see one', () => {
    // built from parts, so this file does not hold the very line it looks for
    expect(ISSUE_NUMBER.test(['// the answer notices (issue', '16) leave the outbox'].join(' '))).toBe(true);
    expect(ISSUE_NUMBER.test('// the answer notices (ADR 14) leave the outbox')).toBe(false);
  });
});
