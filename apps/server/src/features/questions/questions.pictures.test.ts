import { readFile } from 'node:fs/promises';
import { PICTURE_MESSAGES, type Question, type QuestionPicture, Status } from '@rasti/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { idsBeforeAll, setupApp } from '../../../test/app.ts';
import {
  form,
  freshIp,
  makeCategory,
  makeEvaluation,
  multipart,
  rowCount,
  send,
  SVG,
  uploadsOf,
} from '../../../test/factories.ts';
import { edited, photo } from '../../../test/fixtures/picture-set.ts';
import {
  pictureFingerprints,
  questions,
  tiplineChats,
  tiplineMessages,
  tiplineRequests,
} from '../../db/schema/index.ts';

// Asking with pictures: up to three on the ask form, checked before anything is stored, kept under the
// private prefix without their metadata, fingerprinted as the question's, and shown to staff with the
// published checks each looks like.
const { t, as } = setupApp({ actors: true });
const ids = idsBeforeAll({
  categoryId: () => makeCategory(t, 'اجتماعی'),
  evaluationId: () => makeEvaluation(t, 'نادرست', '#d32f2f'),
});
const { filesIn, stored } = uploadsOf(t);

async function publishedSubject(title: string, image: Buffer): Promise<number> {
  const fields = {
    title,
    abstract: `بررسی ادعای ${title}`,
    content: '<p>متن بررسی</p>',
    category: ids.categoryId,
    status: Status.Published,
    reviews: ids.evaluationId,
  };
  const res = await send(t, 'POST', '/api/news/news-subject/', as(2), form(fields, { main_images: image }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function ask(title: string, pictures: Buffer[], headers: Record<string, string> = {}) {
  const body = await multipart(
    { title, summary: 'در گروه خانوادگی دیدم و مطمئن نیستم.' },
    pictures.map((bytes, i) => ({ name: `picture_${i + 1}`, bytes, filename: `p${i}.jpg` })),
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/public/public-user-question/',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
    remoteAddress: freshIp(),
  });
}

/** A JPEG carrying the place it was taken (EXIF GPS) and the camera's name. */
const withLocation = async (seed: number) =>
  sharp(await photo(seed))
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Rasti Test Camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '35/1 41/1 2/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '51/1 23/1 4/1',
      },
    })
    .toBuffer();

describe('asking with pictures', () => {
  it('keeps up to three pictures private, without their location, fingerprinted, matched for staff', async () => {
    const checked = await photo(11);
    const subjectId = await publishedSubject('عکس قدیمی آتش‌سوزی بازار', checked);
    const located = await withLocation(12);
    expect((await sharp(located).metadata()).exif).toBeDefined();
    const forwarded = await edited(checked, 'caption', 11);

    const res = await ask('این عکس آتش‌سوزی امروز است؟', [located, forwarded]);
    expect(res.statusCode, res.body).toBe(201);
    const asked = res.json() as Question;
    // the asker's own answer never lists the private pictures
    expect(asked.pictures).toEqual([]);

    const [row] = await t.app.db.select().from(questions).where(eq(questions.id, asked.id));
    expect(row!.pictures).toHaveLength(2);
    for (const key of row!.pictures) {
      expect(key).toMatch(/^private\/questions\/[0-9a-f]{32}\.webp$/);
      const bytes = await readFile(stored(`/media/${key}`));
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('Rasti Test Camera'))).toBe(false);
      expect((await t.app.inject({ url: `/media/${key}` })).statusCode).toBe(404);
      const fingerprints = await rowCount(
        t,
        pictureFingerprints,
        and(
          eq(pictureFingerprints.ownerKind, 'question'),
          eq(pictureFingerprints.ownerId, asked.id),
          eq(pictureFingerprints.imageKey, key),
        ),
      );
      expect(fingerprints).toBe(3);
    }

    const staffView = await t.app.inject({ url: `/api/news/asked/${asked.id}/`, headers: as(2) });
    expect((staffView.json() as Question).pictures).toEqual(row!.pictures);

    const pictures = await t.app.inject({ url: `/api/news/asked/${asked.id}/pictures/`, headers: as(3) });
    expect(pictures.statusCode, pictures.body).toBe(200);
    const [first, second] = pictures.json() as QuestionPicture[];
    expect(first).toEqual({ key: row!.pictures[0], matches: [] });
    expect(second!.key).toBe(row!.pictures[1]);
    expect(second!.matches[0]).toMatchObject({ kind: 'subject', id: subjectId, match: 'image' });

    const shown = await t.app.inject({ url: `/api/news/private-media/${row!.pictures[1]}`, headers: as(2) });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/webp');
    // the inbox lists them too
    const inbox = await t.app.inject({ url: '/api/news/asked/?page_size=50', headers: as(2) });
    const listed = (inbox.json() as Question[]).find((q) => q.id === asked.id);
    expect(listed!.pictures).toEqual(row!.pictures);
  });

  it('refuses the whole question in Persian for one bad picture, and stores nothing', async () => {
    const good = await photo(21);
    const bomb = await sharp({ create: { width: 8000, height: 5100, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const cases: [Buffer, number, string, string][] = [
      [SVG, 415, PICTURE_MESSAGES.notPicture, 'picture_2'],
      [Buffer.from('not a picture at all'), 415, PICTURE_MESSAGES.notPicture, 'picture_2'],
      [bomb, 413, PICTURE_MESSAGES.tooManyPixels, 'picture_2'],
      [Buffer.concat([good.subarray(0, 200)]), 415, PICTURE_MESSAGES.unreadable, 'picture_2'],
    ];
    for (const [bad, status, message, field] of cases) {
      const before = await rowCount(t, questions);
      const filesBefore = filesIn('private/questions');
      const res = await ask('پرسش با تصویر خراب', [good, bad]);
      expect(res.statusCode, message).toBe(status);
      expect(res.json()).toMatchObject({ detail: message, fields: { [field]: [message] } });
      expect(await rowCount(t, questions)).toBe(before);
      expect(filesIn('private/questions')).toBe(filesBefore);
    }
  });

  it('takes CMYK, 16-bit and animated pictures, storing each as one 8-bit frame', async () => {
    const base = await photo(41);
    const cmyk = await sharp(base).toColourspace('cmyk').jpeg().toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
    const deep = await sharp(base).toColourspace('rgb16').png().toBuffer();
    expect((await sharp(deep).metadata()).depth).toBe('ushort');
    const frame = await sharp(base).resize(64, 48, { fit: 'fill' }).removeAlpha().raw().toBuffer();
    // frames that differ: an encoder folds identical ones into one
    const other = async (seed: number) =>
      sharp(await photo(seed))
        .resize(64, 48, { fit: 'fill' })
        .removeAlpha()
        .raw()
        .toBuffer();
    const animated = await sharp(Buffer.concat([frame, await other(42), await other(43)]), {
      raw: { width: 64, height: 48 * 3, channels: 3, pageHeight: 48 },
    } as never)
      .webp({ loop: 0, delay: [100, 100, 100] })
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(3);

    const res = await ask('سه تصویر از یک خبر', [cmyk, deep, animated]);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.app.db.select().from(questions).where(eq(questions.id, res.json().id));
    for (const key of row!.pictures) {
      const meta = await sharp(await readFile(stored(`/media/${key}`)), { pages: -1 }).metadata();
      expect(meta).toMatchObject({ format: 'webp', space: 'srgb', depth: 'uchar' });
      expect(meta.pages ?? 1).toBe(1);
    }
  });

  it("shows staff the tipline bot's photos of a question with the checks they match", async () => {
    const checked = await photo(31);
    const subjectId = await publishedSubject('عکس قدیمی صف نان', checked);
    const res = await ask('صف نان امروز', []);
    expect(res.statusCode).toBe(201);
    const questionId = (res.json() as Question).id;
    // the bot keeps its photos with its messages (features/tipline-bot), stored re-encoded like every image
    const key = 'private/tipline/00112233445566778899aabbccddeeff.webp';
    await t.app.storage.put(
      key,
      await sharp(await edited(checked, 'half', 31))
        .webp()
        .toBuffer(),
      'image/webp',
    );
    const [chat] = await t.app.db
      .insert(tiplineChats)
      .values({ messenger: 'telegram', chatKey: '9001' })
      .returning();
    const [request] = await t.app.db
      .insert(tiplineRequests)
      .values({ chatId: chat!.id, questionId })
      .returning();
    await t.app.db.insert(tiplineMessages).values({ requestId: request!.id, text: '', photoKey: key });

    const pictures = await t.app.inject({ url: `/api/news/asked/${questionId}/pictures/`, headers: as(2) });
    expect(pictures.statusCode, pictures.body).toBe(200);
    const [photoOfBot] = pictures.json() as QuestionPicture[];
    expect(photoOfBot!.key).toBe(key);
    expect(photoOfBot!.matches[0]).toMatchObject({ kind: 'subject', id: subjectId, match: 'image' });
  });
});
