import { PICTURE_READING_STATUS, type PictureTextAnswer, Status } from '@rasti/contract';
import { eq, max } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import { freshIp, makeSubject, multipart, rowCount } from '../../../test/factories.ts';
import { edited, screenshot } from '../../../test/fixtures/picture-set.ts';
import { pictureBackfill, pictureTextOwners, subjects } from '../../db/schema/index.ts';
import { walkStoredPictures } from './backfill.ts';
import { contentHash, ocrReader, pictureTextSettled } from './picture-text.ts';
import { backfillPictureTexts } from './text-backfill.ts';

// The words of the pictures already stored with checks (ADR 32): the background job reads them once per
// content, and a reader's forwarded screenshot of a published check's picture finds that check through them,
// though the check's title and abstract say nothing of the words.

const { t } = setupApp();

const key = (n: number) => `subjects/${n.toString(16).padStart(32, '0')}.webp`;

async function similar(image: Buffer) {
  const body = await multipart({}, [{ name: 'image', bytes: image, filename: 'x.jpg' }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/public/public-user-question/similar/',
    payload: body.payload,
    headers: body.headers,
    remoteAddress: freshIp(),
  });
}

describe("the stored pictures' words", () => {
  it('are read once per content in the background, and a forwarded screenshot finds their check', {
    timeout: 180_000,
  }, async () => {
    const checked = await screenshot(5);
    const other = await screenshot(6);
    await t.app.storage.put(key(1), checked, 'image/png');
    await t.app.storage.put(key(2), checked, 'image/png'); // the same picture stored again
    await t.app.storage.put(key(3), other, 'image/png');
    await t.app.storage.put(key(4), checked, 'image/png');
    const title = 'شایعه‌ای که با یک تصویر دست‌به‌دست شد';
    const subject = await makeSubject(t, { title, abstract: 'بررسی تصویر', mainImage: key(1) });
    const copy = await makeSubject(t, { title: 'بررسی دیگری از همان تصویر', mainImage: key(2) });
    const unrelated = await makeSubject(t, { title: 'تصویری از ادعایی دیگر', mainImage: key(3) });
    const draft = await makeSubject(t, { title: 'پیش‌نویس', status: Status.Draft, mainImage: key(4) });
    const reader = ocrReader();
    const reads = reader.reads;

    expect(await backfillPictureTexts({ db: t.app.db, storage: t.app.storage, idlePollMs: 50 })).toEqual({
      linked: 4,
      read: 2, // the same content stored three times is read once
    });
    expect(reader.reads - reads).toBe(2);
    expect(await rowCount(t, pictureTextOwners)).toBe(4);
    // a second run reads only rows added since
    expect(await backfillPictureTexts({ db: t.app.db, storage: t.app.storage })).toEqual({
      linked: 0,
      read: 0,
    });

    // a reader forwards the published check's picture inside a phone's screenshot
    const forwarded = await edited(checked, 'phone');
    const first = await similar(forwarded);
    expect(first.statusCode, first.body).toBe(PICTURE_READING_STATUS);
    await pictureTextSettled(contentHash(forwarded));
    const poll = await t.app.inject({
      method: 'GET',
      url: first.headers.location as string,
      remoteAddress: freshIp(),
    });
    const answer = poll.json() as PictureTextAnswer;
    console.log('stored words found', JSON.stringify(answer.items));
    expect(answer.reading).toBe(false);
    const ids = answer.items.map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining([subject.id, copy.id]));
    expect(answer.items[0]).toMatchObject({ kind: 'subject', match: 'image_text' });
    // a draft's picture suggests nothing; another claim's screenshot (the same name bar) is not like this one
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(unrelated.id);
  });
});

describe('the walk over stored pictures', () => {
  it('lets requests run between its batches, and keeps its place past rows without pictures', async () => {
    for (let i = 0; i < 12; i++) await makeSubject(t, { title: `موضوعی بی‌تصویر ${i}` });
    const [{ newest }] = (await t.app.db.select({ newest: max(subjects.id) }).from(subjects)) as [
      { newest: number },
    ];

    // PGlite's answers settle at once: a walk that never yielded held the server's thread to its end
    let batches = 0;
    let batchesWhenTheEventLoopTurned = -1;
    const walk = walkStoredPictures({
      db: t.app.db,
      batch: 2,
      running: () => true,
      progress: (kind) => `turns:${kind}`,
      doneIn: 'picture_text_owners',
      visit: async (rows, keep) => {
        batches++;
        await keep(rows.at(-1)!.id);
        return true;
      },
    });
    setImmediate(() => {
      batchesWhenTheEventLoopTurned = batches;
    });
    await walk;
    expect(batches).toBeGreaterThan(6);
    expect(batchesWhenTheEventLoopTurned).toBeGreaterThanOrEqual(0);
    expect(batchesWhenTheEventLoopTurned).toBeLessThan(batches);

    // the words' job keeps its place at the last row without pictures too, so a restart starts after it
    await backfillPictureTexts({ db: t.app.db, storage: t.app.storage, batch: 5 });
    const [kept] = await t.app.db
      .select({ lastId: pictureBackfill.lastId })
      .from(pictureBackfill)
      .where(eq(pictureBackfill.kind, 'text:subject'));
    expect(kept?.lastId).toBe(newest);
  });
});
