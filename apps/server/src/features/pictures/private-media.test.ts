import { describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import { png } from '../../../test/factories.ts';

// Private pictures (lib/storage.ts PRIVATE_PREFIX): a question's pictures and the tipline bot's photos are
// never served under /media; staff (roles 2 to 5) read them through the pictures feature's route.
const { t, as } = setupApp({ actors: true });

const KEY = 'private/questions/0123456789abcdef0123456789abcdef.webp';
const OLD_BOT_KEY = 'tipline/fedcba9876543210fedcba9876543210.webp';

describe('private pictures', () => {
  it('are refused under /media, however the path is spelled, while public uploads are served', async () => {
    const bytes = await png(20, 10);
    await t.app.storage.put(KEY, bytes, 'image/webp');
    await t.app.storage.put(OLD_BOT_KEY, bytes, 'image/webp');
    await t.app.storage.put('avatars/public.webp', bytes, 'image/webp');
    expect((await t.app.inject({ url: '/media/avatars/public.webp' })).statusCode).toBe(200);
    for (const url of [
      `/media/${KEY}`,
      `/media//${KEY}`,
      `/media/./${KEY}`,
      `/media/avatars/../${KEY}`,
      `/media/%70rivate/${KEY.slice('private/'.length)}`,
      `/media/${OLD_BOT_KEY}`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).not.toBe(200);
      expect(res.rawPayload.equals(bytes), url).toBe(false);
    }
  });

  it('are shown to staff, roles 2 to 5, and to no one else', async () => {
    const bytes = await png(30, 20);
    await t.app.storage.put(KEY, bytes, 'image/webp');
    for (const who of [2, 3, 4, 5] as const) {
      const res = await t.app.inject({ url: `/api/news/private-media/${KEY}`, headers: as(who) });
      expect(res.statusCode, String(who)).toBe(200);
      expect(res.rawPayload.equals(bytes)).toBe(true);
      expect(res.headers['cache-control']).toBe('private, max-age=3600');
    }
    expect((await t.app.inject({ url: `/api/news/private-media/${KEY}` })).statusCode).toBe(401);
    const regular = await t.app.inject({ url: `/api/news/private-media/${KEY}`, headers: as(1) });
    expect(regular.statusCode).toBe(403);
    // the bot's photos stored before they moved under the prefix are private too
    await t.app.storage.put(OLD_BOT_KEY, bytes, 'image/webp');
    const old = await t.app.inject({ url: `/api/news/private-media/${OLD_BOT_KEY}`, headers: as(2) });
    expect(old.statusCode).toBe(200);
  });

  it('serve only private keys that exist', async () => {
    await t.app.storage.put('avatars/public.webp', await png(), 'image/webp');
    for (const key of [
      'avatars/public.webp',
      'private/questions/missing.webp',
      'private/../avatars/public.webp',
    ]) {
      const res = await t.app.inject({ url: `/api/news/private-media/${key}`, headers: as(2) });
      expect(res.statusCode, key).toBe(404);
    }
  });
});
