import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The built app's files the security suites serve: an index.html that loads one script of its own. */
export const WEB_SCRIPT = '/assets/app.js';

/** A minimal web build in a temporary folder, so the server sends real pages (and their preview tags). */
export function fakeWebDist(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rasti-security-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><title>راستی</title>' +
      `<script type="module" src="${WEB_SCRIPT}"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(path.join(dir, WEB_SCRIPT), 'export {};\n');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
