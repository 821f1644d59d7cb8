import { PICTURE_MESSAGES, PICTURE_READING_STATUS, type SimilarMatchItem, Status } from '@rasti/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { idsBeforeAll, setupApp } from '../../../test/app.ts';
import {
  form,
  freshIp,
  makeCategory,
  makeEvaluation,
  makeSubject,
  multipart,
  PDF,
  rowCount,
  SVG,
  send,
  uploadsOf,
} from '../../../test/factories.ts';
import { edited, photo } from '../../../test/fixtures/picture-set.ts';
import { pictureFingerprints } from '../../db/schema/index.ts';
import { backfillPictures } from './backfill.ts';

const { t, as } = setupApp({ actors: true });
const ids = idsBeforeAll({
  categoryId: () => makeCategory(t, 'سیاسی'),
  evaluationId: () => makeEvaluation(t, 'گمراه‌کننده', '#ff9800'),
});
const { filesIn } = uploadsOf(t);

const subjectFields = (title: string, status: number = Status.Published) => ({
  title,
  abstract: `بررسی ادعای ${title} در شبکه‌های اجتماعی`,
  content: '<p>متن بررسی</p>',
  category: ids.categoryId,
  status,
  reviews: ids.evaluationId,
});

async function postSubject(title: string, image: Buffer, status: number = Status.Published): Promise<number> {
  const res = await send(
    t,
    'POST',
    '/api/news/news-subject/',
    as(2),
    form(subjectFields(title, status), { main_images: image }),
  );
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

/** POST /similar/ with a text and/or an image, from a fresh address. */
async function similar(fields: Record<string, string>, image?: Buffer) {
  const body = await multipart(fields, image ? [{ name: 'image', bytes: image, filename: 'x.jpg' }] : []);
  return t.app.inject({
    method: 'POST',
    url: '/api/public/public-user-question/similar/',
    payload: body.payload,
    headers: body.headers,
    remoteAddress: freshIp(),
  });
}
const suggestions = async (fields: Record<string, string>, image?: Buffer) => {
  const res = await similar(fields, image);
  // 202 while the picture's words are being read (picture-text.test.ts)
  expect([200, PICTURE_READING_STATUS], res.body).toContain(res.statusCode);
  return res.json() as SimilarMatchItem[];
};

describe('pictures of checks are fingerprinted when stored and found by a forwarded copy', () => {
  it("a subject's main image: a resized, a captioned and a greyscale copy find it first", async () => {
    const original = await photo(3);
    const id = await postSubject('عکس قدیمی سیل در خیابان', original);
    for (const edit of ['half', 'caption', 'grey', 'jpeg30'] as const) {
      const [first] = await suggestions({}, await edited(original, edit, 3));
      expect(first, edit).toMatchObject({
        kind: 'subject',
        id,
        match: 'image',
        url: `/news-subject-page/${id}`,
      });
      expect(first!.score).toBeGreaterThanOrEqual(0.875);
    }
    // another picture finds nothing
    expect(await suggestions({}, await photo(77))).toEqual([]);
  });

  it("a review's content image is fingerprinted when the review is saved", async () => {
    const subject = (await makeSubject(t, { title: 'ادعای ساختگی دیگر' })).id;
    const inside = await photo(4);
    const res = await send(
      t,
      'POST',
      '/api/news/review-subject/',
      as(2),
      form(
        {
          subject,
          title: 'بررسی عکس یک راهپیمایی',
          summary: 'این عکس مربوط به سال‌ها پیش است',
          content: `<p>عکس:</p><p><img src="data:image/jpeg;base64,${inside.toString('base64')}"></p>`,
          status: Status.Published,
        },
        { main_images: await photo(40) },
      ),
    );
    expect(res.statusCode).toBe(201);
    const review = res.json().id as number;
    const [first] = await suggestions({}, await edited(inside, 'jpeg30'));
    expect(first).toMatchObject({ kind: 'review', id: review, match: 'image', url: `/report/${review}` });
    const [byMain] = await suggestions({}, await photo(40));
    expect(byMain).toMatchObject({ kind: 'review', id: review });
  });

  it("a draft's picture is not suggested, and a replaced main image stops matching", async () => {
    const draftPicture = await photo(5);
    await postSubject('پیش‌نویس یک عکس', draftPicture, Status.Draft);
    expect(await suggestions({}, draftPicture)).toEqual([]);

    const before = await photo(6);
    const after = await photo(7);
    const id = await postSubject('عکسی که عوض می‌شود', before);
    expect((await suggestions({}, before))[0]).toMatchObject({ id });
    const res = await send(
      t,
      'PATCH',
      `/api/news/news-subject/${id}/`,
      as(2),
      form({}, { main_images: after }),
    );
    expect(res.statusCode).toBe(200);
    expect(await suggestions({}, before)).toEqual([]);
    expect((await suggestions({}, after))[0]).toMatchObject({ kind: 'subject', id, match: 'image' });
  });

  it('text and picture together: each check once, best first, saying how it was found', async () => {
    const byText = (
      await makeSubject(t, { title: 'آیا کنکور سراسری امسال لغو شده است؟', abstract: 'ادعای لغو کنکور' })
    ).id;
    const picture = await photo(8);
    const byImage = await postSubject('عکس صف نانوایی', picture);
    const items = await suggestions({ text: 'کنکور سراسری امسال لغو شده؟' }, await edited(picture, 'half'));
    expect(items.find((i) => i.id === byText && i.kind === 'subject')).toMatchObject({ match: 'text' });
    expect(items.find((i) => i.id === byImage && i.kind === 'subject')).toMatchObject({ match: 'image' });
    const scores = items.map((i) => i.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // the text alone still answers through the POST, and the GET is unchanged
    expect((await suggestions({ text: 'کنکور سراسری امسال لغو شده؟' }))[0]).toMatchObject({
      id: byText,
      match: 'text',
    });
  });
});

describe('pictures that are refused, and what is handled', () => {
  const refused = async (bytes: Buffer, status: number, detail: string) => {
    const rows = await rowCount(t, pictureFingerprints);
    const files = filesIn('subjects') + filesIn('reviews');
    const res = await similar({}, bytes);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ detail, fields: { image: [detail] } });
    expect(await rowCount(t, pictureFingerprints)).toBe(rows);
    expect(filesIn('subjects') + filesIn('reviews')).toBe(files);
  };

  it('not a picture, SVG, a GIF: 415 in Persian', async () => {
    await refused(PDF, 415, PICTURE_MESSAGES.notPicture);
    await refused(SVG, 415, PICTURE_MESSAGES.notPicture);
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#f00' } })
      .gif()
      .toBuffer();
    await refused(gif, 415, PICTURE_MESSAGES.notPicture);
  });

  it('a decompression bomb (over 40 megapixels) is refused before it is decoded', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 5100, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await refused(bomb, 413, PICTURE_MESSAGES.tooManyPixels);
  });

  it('over 10 MB, huge metadata, broken bytes, nothing sent', async () => {
    const big = Buffer.concat([await photo(9), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await similar({}, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe(PICTURE_MESSAGES.tooLarge);

    const fat = await sharp(await photo(9))
      .withXmp(`<x:xmpmeta xmlns:x="adobe:ns:meta/">${'x'.repeat(300_000)}</x:xmpmeta>`)
      .png()
      .toBuffer();
    await refused(fat, 413, PICTURE_MESSAGES.metadataTooLarge);

    const whole = await photo(9);
    await refused(whole.subarray(0, Math.floor(whole.length / 3)), 415, PICTURE_MESSAGES.unreadable);

    const none = await similar({});
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe(PICTURE_MESSAGES.nothingToMatch);
  });

  it('an animation by its first frame, CMYK and 16-bit pictures are read and matched', async () => {
    const original = await photo(10);
    const id = await postSubject('عکس یک آتش‌سوزی', original);
    const frame = await sharp(original).resize(320).raw().toBuffer({ resolveWithObject: true });
    const other = await sharp(await photo(11))
      .resize(320, frame.info.height, { fit: 'fill' })
      .raw()
      .toBuffer();
    const animated = await sharp(Buffer.concat([frame.data, other]), {
      raw: {
        width: frame.info.width,
        height: frame.info.height * 2,
        channels: frame.info.channels,
        pageHeight: frame.info.height,
      },
    } as never)
      .webp({ loop: 0, delay: [100, 100] })
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const cmyk = await sharp(original).toColourspace('cmyk').jpeg().toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
    const deep = await sharp(original).toColourspace('rgb16').png().toBuffer();
    expect((await sharp(deep).metadata()).depth).toBe('ushort');
    for (const [name, bytes] of Object.entries({ animated, cmyk, deep })) {
      const [first] = await suggestions({}, bytes);
      expect(first, name).toMatchObject({ kind: 'subject', id, match: 'image' });
    }
  });
});

describe("the staff's warning: a new main image that a published check already has", () => {
  const matches = async (who: 2 | 4 | 1 | 'guest', image: Buffer, query = '') => {
    const body = await multipart({}, [{ name: 'image', bytes: image, filename: 'x.jpg' }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/news/pictures/matches/${query}`,
      payload: body.payload,
      headers: { ...body.headers, ...as(who) },
    });
  };

  it('names the published check with its link, leaves out the item being edited, and is staff-only', async () => {
    const picture = await photo(14);
    const id = await postSubject('عکس بازار در شب', picture);
    const res = await matches(4, await edited(picture, 'caption'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ kind: 'subject', id, url: `/news-subject-page/${id}`, match: 'image' }),
    ]);
    expect((await matches(2, picture, `?kind=subject&id=${id}`)).json()).toEqual([]);
    expect((await matches(2, await photo(15))).json()).toEqual([]);
    expect((await matches(1, picture)).statusCode).toBe(403);
    expect((await matches('guest', picture)).statusCode).toBe(401);
  });
});

describe('the background job fingerprints pictures stored before the feature', () => {
  it('hashes main and content images once, keeps its place, reads later rows on its next run', async () => {
    const main = await photo(12);
    const inContent = await photo(13);
    await t.app.storage.put('subjects/0123456789abcdef0123456789abcdef.webp', main, 'image/jpeg');
    await t.app.storage.put('subjects/fedcba9876543210fedcba9876543210.webp', inContent, 'image/jpeg');
    const { id } = await makeSubject(t, {
      title: 'موضوعی از پیش از اثر انگشت تصویرها',
      mainImage: 'subjects/0123456789abcdef0123456789abcdef.webp',
      content: '<p><img src="/media/subjects/fedcba9876543210fedcba9876543210.webp"></p>',
    });
    expect(await suggestions({}, main)).toEqual([]);
    expect(await backfillPictures({ db: t.app.db, storage: t.app.storage, batch: 2 })).toBeGreaterThanOrEqual(
      2,
    );
    expect((await suggestions({}, await edited(main, 'half')))[0]).toMatchObject({ kind: 'subject', id });
    expect((await suggestions({}, await edited(inContent, 'grey')))[0]).toMatchObject({
      kind: 'subject',
      id,
    });
    // a second run reads only rows added since, e.g. by a seed writing straight into the table
    expect(await backfillPictures({ db: t.app.db, storage: t.app.storage })).toBe(0);
    const later = await photo(16);
    await t.app.storage.put('subjects/00000000000000000000000000000016.webp', later, 'image/jpeg');
    const added = await makeSubject(t, {
      title: 'موضوعی که یک بذر مستقیم نوشت',
      mainImage: 'subjects/00000000000000000000000000000016.webp',
    });
    expect(await backfillPictures({ db: t.app.db, storage: t.app.storage })).toBe(1);
    expect((await suggestions({}, later))[0]).toMatchObject({ kind: 'subject', id: added.id });
  });
});
