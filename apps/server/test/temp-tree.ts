import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';

/**
 * A temporary folder holding `files` (a path relative to it, and its text), for a test of code that reads a tree
 * of files (the test-file lists of test/isolated-files.ts and test/database-files.ts): its path. It is removed
 * when the test that made it has finished, passed or failed.
 */
export function tempTree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'rasti-tree-'));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}
