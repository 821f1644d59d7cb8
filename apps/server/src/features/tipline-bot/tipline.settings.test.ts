// The super admin's tipline settings (GET and PATCH /tipline/settings/): each running bot's state as it
// talks to the Bot API peer (connected, its last update, its failures) and the digest hour, set and audited.
import { TIPLINE_MESSAGES } from '@rasti/contract';
import { describe, expect, it } from 'vitest';
import { auditEntries } from '../../../test/factories.ts';
import { setupTiplineApp } from '../../../test/tipline-app.ts';
import { digestHour } from './tipline.digest.ts';

const TOKEN = '777:settings-test-token';
const { t, as, peer, command } = setupTiplineApp({ actors: true, bots: [{ token: TOKEN }] });

const url = '/api/tipline/settings/';

describe('the tipline settings', () => {
  it("shows each bot's state: connected, its last update once one came, no failures", async () => {
    await peer.waitFor((calls) => calls.some((c) => c.method === 'getUpdates'));
    const before = await t.app.inject({ url, headers: as(2) });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      bots: [{ messenger: 'telegram', connected: true, mode: 'polling', last_update_at: null, failures: 0 }],
      digest_hour: 9,
    });
    command(4242, 'help');
    await peer.waitFor((calls) => calls.some((c) => c.method === 'sendMessage'));
    const after = (await t.app.inject({ url, headers: as(2) })).json();
    expect(Date.parse(after.bots[0].last_update_at)).not.toBeNaN();
  });

  it('sets the digest hour (audited), refuses one outside 0-23, and is the super admin’s alone', async () => {
    const patch = (digest_hour: unknown, who: 2 | 3 = 2) =>
      t.app.inject({ method: 'PATCH', url, headers: as(who), payload: { digest_hour } });
    const saved = await patch(21);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().digest_hour).toBe(21);
    expect(await digestHour(t.app.db)).toBe(21);
    const [entry] = await auditEntries(t, 'tipline.settings', 1);
    expect(JSON.parse(String(entry!.details))).toEqual({ digest_hour: 21 });
    for (const bad of [24, -1, 7.5, 'هشت']) {
      const res = await patch(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ fields: { digest_hour: [TIPLINE_MESSAGES.digestHourInvalid] } });
    }
    expect((await patch(8, 3)).statusCode).toBe(403);
    expect((await t.app.inject({ url, headers: as(3) })).statusCode).toBe(403);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect(await digestHour(t.app.db)).toBe(21);
  });
});
