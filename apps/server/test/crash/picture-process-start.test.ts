import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PICTURE_MESSAGES } from '@rasti/contract';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServerBundle, startServer } from './server-process.ts';

// The built server (`npm start`'s dist/server.mjs) forks the bundled picture process (dist/picture-process.mjs,
// apps/server/build.mjs) for a reader's picture, and never maps libvips itself (docs/decisions/0021, addendum
// "the picture process"). From the source, lib/picture-jobs.test.ts covers the same through tsx.

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rasti-picture-process-built-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The command lines of a process's children (by their parent in /proc/<pid>/stat). */
function childrenOf(pid: number): string[] {
  const found: string[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== pid) continue;
      found.push(readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' '));
    } catch {
      // gone while listed
    }
  }
  return found;
}

describe('the built server’s picture process', () => {
  it('reads a reader’s picture in dist/picture-process.mjs and refuses a broken one and a file that is not one', {
    timeout: 240_000,
  }, async () => {
    await buildServerBundle();
    const server = await startServer({ DATA_DIR: dataDir }, 120_000, 'built');
    try {
      const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c0392b' } })
        .composite([
          {
            input: await sharp({ create: { width: 120, height: 90, channels: 3, background: '#ffffff' } })
              .png()
              .toBuffer(),
            left: 40,
            top: 30,
          },
        ])
        .jpeg()
        .toBuffer();
      const ask = (bytes: Buffer, type: string) => {
        const form = new FormData();
        form.append('image', new Blob([new Uint8Array(bytes)], { type }), 'picture');
        return fetch(`${server.url}/api/public/public-user-question/similar/`, {
          method: 'POST',
          body: form,
        });
      };
      const answer = await ask(picture, 'image/jpeg');
      expect([200, 202], server.output()).toContain(answer.status);
      expect(Array.isArray(await answer.json())).toBe(true);

      const pid = server.child.pid!;
      const children = childrenOf(pid);
      expect(
        children.some((cmd) => cmd.includes('dist/picture-process.mjs')),
        children.join('\n'),
      ).toBe(true);
      expect(readFileSync(`/proc/${pid}/maps`, 'utf8')).not.toContain('libvips');

      // a file whose bytes say it is a picture but that cannot be decoded: the usual Persian refusal
      const broken = Buffer.concat([picture.subarray(0, 200), Buffer.alloc(200)]);
      const refused = await ask(broken, 'image/jpeg');
      expect(refused.status, server.output()).toBe(415);
      expect(((await refused.json()) as { detail: string }).detail).toBe(PICTURE_MESSAGES.unreadable);
      // and a file that is no picture by its bytes, decided in the picture process too
      const text = await ask(Buffer.from('not a picture at all'), 'image/jpeg');
      expect(text.status, server.output()).toBe(415);
      expect(((await text.json()) as { detail: string }).detail).toBe(PICTURE_MESSAGES.notPicture);
    } finally {
      await server.stop('SIGTERM');
    }
  });
});
