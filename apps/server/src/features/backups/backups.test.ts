import { mkdtempSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'rasti-backups-'));

describe('GET /api/backups/latest/', () => {
  const { t, as } = setupApp({ actors: true, config: { backup: { dir, everyMs: 6 * 3_600_000, keep: 3 } } });

  it('tells the super admin the schedule and the newest backup, and nobody else', async () => {
    const empty = await t.app.inject({ url: '/api/backups/latest/', headers: as(2) });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ every_hours: 6, latest: null });

    await writeFile(path.join(dir, 'rasti-backup-2026-11-27T10-00-00-000Z.tar.gz'), Buffer.alloc(10));
    await writeFile(path.join(dir, 'rasti-backup-2026-11-28T10-00-00-000Z.tar.gz'), Buffer.alloc(2048));
    await writeFile(path.join(dir, 'rasti-backup-2026-11-28T16-00-00-000Z.tar.gz.partial'), Buffer.alloc(5));
    const res = await t.app.inject({ url: '/api/backups/latest/', headers: as(2) });
    expect(res.json().latest.bytes).toBe(2048);
    expect(Date.parse(res.json().latest.at)).not.toBeNaN();

    for (const who of [3, 4, 5, 1] as const) {
      expect(
        (await t.app.inject({ url: '/api/backups/latest/', headers: as(who) })).statusCode,
        String(who),
      ).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/backups/latest/' })).statusCode).toBe(401);
  });
});
