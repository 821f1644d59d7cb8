import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CODES, SERVER_MESSAGES } from '@rasti/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApp } from '../../test/app.ts';
import { categories, subjects } from '../db/schema/index.ts';
import { form, makeCategory, makeEvaluation, png, rowCount, send, snapshot } from '../../test/factories.ts';
import { RICH_TEXT_MAX_BYTES, TEXT_FIELD_MAX_BYTES } from './multipart.ts';

// readMultipart through real routes: nothing is ever read cut short; too much is a Persian 413 and stores nothing.

const { t, as } = setupApp({ actors: true });
let categoryId: number;
let evaluationId: number;
beforeAll(async () => {
  categoryId = (await makeCategory(t, 'اقتصادی')).id;
  evaluationId = (await makeEvaluation(t)).id;
});

const uploadedFiles = (): number => {
  const root = path.join(t.dataDir, 'uploads');
  if (!existsSync(root)) return 0;
  return readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
};

/** Everything a refused form must leave untouched. */
const state = async () => ({ ...(await snapshot(t)), files: uploadedFiles() });

const subjectFields = (extra: Record<string, string | number> = {}) => ({
  title: 'ادعای بلند',
  abstract: 'چکیده',
  content: '<p>متن</p>',
  category: categoryId,
  status: 2,
  reviews: evaluationId,
  ...extra,
});

const postSubject = async (fields: Record<string, string | number>, files?: Record<string, Buffer>) =>
  send(
    t,
    'POST',
    '/api/news/news-subject/',
    as(2),
    form(subjectFields(fields), files ?? { main_images: await png() }),
  );

function expectTooLarge(res: { statusCode: number; json(): unknown }, field?: string) {
  expect(res.statusCode).toBe(413);
  const body = res.json() as { detail: string; code: string; fields?: Record<string, string[]> };
  expect(body.code).toBe(ERROR_CODES.tooLarge);
  expect(body.detail).toMatch(/[\u0600-\u06FF]/);
  if (field) expect(body.fields?.[field]).toEqual([body.detail]);
}

describe('text fields over their limit', () => {
  it('refuses a plain field one byte over the limit with 413 naming it, creating nothing', async () => {
    const before = await state();
    const res = await send(
      t,
      'POST',
      '/api/news/Category/',
      as(2),
      form({ title: 'x'.repeat(TEXT_FIELD_MAX_BYTES + 1), color: '#123456' }),
    );
    expectTooLarge(res, 'title');
    expect((res.json() as { detail: string }).detail).toBe(SERVER_MESSAGES.tooLarge);
    expect(await state()).toEqual(before);
  });

  it('counts bytes, not characters: Persian text over the byte limit is refused too', async () => {
    const before = await state();
    // two bytes per letter in UTF-8: under the limit in characters, over it in bytes
    const res = await postSubject({ title: 'ب'.repeat(TEXT_FIELD_MAX_BYTES / 2 + 1) });
    expectTooLarge(res, 'title');
    expect(await state()).toEqual(before);
  });

  it('bounds the form’s text as a whole: many fields each within its limit, or a field repeated, are a 413', async () => {
    const before = await state();
    const many = form(subjectFields(), { main_images: await png() });
    // each under the plain limit, together over it (unknown fields are read before they are ignored)
    for (let i = 0; i < 3; i++) many.append(`extra_${i}`, 'x'.repeat(TEXT_FIELD_MAX_BYTES / 2));
    expectTooLarge(await send(t, 'POST', '/api/news/news-subject/', as(2), many));
    const repeated = form(subjectFields(), { main_images: await png() });
    for (let i = 0; i < 3; i++) repeated.append('content', `<p>${'x'.repeat(RICH_TEXT_MAX_BYTES / 2)}</p>`);
    expectTooLarge(await send(t, 'POST', '/api/news/news-subject/', as(2), repeated), 'content');
    expect(await state()).toEqual(before);
  });

  it('keeps the first file of a file field sent twice and reads the rest past', async () => {
    const twice = form(subjectFields(), { main_images: await png() });
    twice.append('main_images', new Blob([Buffer.from('not an image')]), 'second.png');
    expect((await send(t, 'POST', '/api/news/news-subject/', as(2), twice)).statusCode).toBe(201);
  });

  it('keeps rich HTML longer than the plain-field limit whole (it used to be cut at 1 MB and stored)', async () => {
    const body = 'ا'.repeat(750_000); // 1.5 MB of UTF-8
    const res = await postSubject({ content: `<p>${body}</p>` });
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.db
      .select({ content: subjects.content })
      .from(subjects)
      .where(eq(subjects.id, (res.json() as { id: number }).id));
    expect(row!.content).toBe(`<p>${body}</p>`);
  });

  it('refuses rich HTML over its own limit with 413, storing neither the subject nor its image', async () => {
    const before = await state();
    const res = await postSubject({ content: `<p>${'x'.repeat(RICH_TEXT_MAX_BYTES)}</p>` });
    expectTooLarge(res, 'content');
    expect(await state()).toEqual(before);
  });

  it('allows the large size only to the rich-text fields: a title of 2 MB is refused', async () => {
    const before = await state();
    const res = await postSubject({ title: 'x'.repeat(2 * 1024 * 1024) });
    expectTooLarge(res, 'title');
    expect(await state()).toEqual(before);
  });
});

describe('too many parts', () => {
  it('refuses more text fields than allowed with a Persian 413, creating nothing', async () => {
    const before = await state();
    const fields: Record<string, string> = { title: 'دسته پرفیلد', color: '#123456' };
    for (let i = 0; i < 60; i++) fields[`extra${i}`] = 'x';
    const res = await send(t, 'POST', '/api/news/Category/', as(2), form(fields));
    expectTooLarge(res);
    expect((res.json() as { detail: string }).detail).toBe(SERVER_MESSAGES.tooLarge);
    expect(await rowCount(t, categories, eq(categories.title, 'دسته پرفیلد'))).toBe(0);
    expect(await state()).toEqual(before);
  });

  it('refuses more file parts than allowed with a Persian 413, storing no file', async () => {
    const before = await state();
    const image = await png();
    const data = form(subjectFields({ title: 'پنج فایل' }));
    for (let i = 0; i < 6; i++) data.append('main_images', new Blob([new Uint8Array(image)]), `p${i}.png`);
    const res = await send(t, 'POST', '/api/news/news-subject/', as(2), data);
    expectTooLarge(res);
    expect(await state()).toEqual(before);
  });
});

describe('files over their limit', () => {
  it('refuses an image one byte over 5 MB (the parser cuts it) with 413 naming the field, storing nothing', async () => {
    const before = await state();
    const image = await png();
    const oversize = Buffer.concat([image, Buffer.alloc(5 * 1024 * 1024 + 1 - image.length)]);
    const res = await postSubject({ title: 'تصویر بزرگ' }, { main_images: oversize });
    expectTooLarge(res, 'main_images');
    expect((res.json() as { detail: string }).detail).toBe(SERVER_MESSAGES.imageTooLarge);
    expect(await state()).toEqual(before);
  });

  it('refuses a 20 MB attachment plus one byte, with the image beside it not stored either', async () => {
    const before = await state();
    const res = await postSubject(
      { title: 'پیوست بزرگ' },
      { main_images: await png(), file: Buffer.alloc(20 * 1024 * 1024 + 1, 0x61) },
    );
    expectTooLarge(res, 'file');
    expect((res.json() as { detail: string }).detail).toBe(SERVER_MESSAGES.attachmentTooLarge);
    expect(await state()).toEqual(before);
  });
});

describe('JSON bodies on the same routes', () => {
  it('answers 413 in Persian for a JSON body over the 1 MB body limit', async () => {
    const before = await state();
    const res = await send(
      t,
      'PATCH',
      `/api/news/Category/${categoryId}/`,
      { ...as(2), 'content-type': 'application/json' },
      JSON.stringify({ title: 'x'.repeat(TEXT_FIELD_MAX_BYTES + 10) }),
    );
    expectTooLarge(res);
    expect(await state()).toEqual(before);
  });
});
