import { existsSync } from 'node:fs';
import {
  ATTACHMENT_MESSAGES,
  SERVER_MESSAGES,
  SUBJECT_MESSAGES,
  SUBJECT_REQUIRED_FIELDS,
  type SubjectRequiredField,
  subjectMissingMessage,
} from '@rasti/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, idsBeforeAll, setupApp } from '../../../test/app.ts';
import { sendInvalid } from '../../../test/staff-cases.ts';
import { questions, reviews, subjects, users } from '../../db/schema/index.ts';
import {
  actors,
  ALL,
  auditCount,
  entityAuditCount,
  form,
  HTML_FILE,
  makeCategory,
  makeEvaluation,
  makeOutlet,
  makeSource,
  makeSubject,
  PDF,
  png,
  send,
  snapshot,
  SVG,
  uploadsOf,
  type Who,
} from '../../../test/factories.ts';

const { t, as } = setupApp({ actors: true });
const ids = idsBeforeAll({
  categoryId: () => makeCategory(t, 'سیاسی'),
  evaluationId: () => makeEvaluation(t, 'گمراه‌کننده', '#ff9800'),
});

const url = '/api/news/news-subject/';
const { filesIn, stored } = uploadsOf(t);
/** A staff PATCH of one row. */
const edit = (id: number, body: FormData, who: Who) => send(t, 'PATCH', `${url}${id}/`, as(who), body);

const subjectFields = (extra: Record<string, string | number> = {}) => ({
  title: 'ادعای افزایش قیمت نان',
  abstract: 'بررسی ادعای افزایش قیمت نان در شبکه‌های اجتماعی',
  content: '<p>متن <strong>بررسی</strong></p>',
  category: ids.categoryId,
  status: 2,
  reviews: ids.evaluationId,
  ...extra,
});

async function createSubject(
  who: Who = 2,
  extra: Record<string, string | number> = {},
  files?: Record<string, Buffer>,
) {
  return send(t, 'POST', url, as(who), form(subjectFields(extra), files ?? { main_images: await png() }));
}

describe('who may use /news/news-subject/', () => {
  it('lets roles 2-5 read the list and any subject; guests 401, role 1 403', async () => {
    const draft = await makeSubject(t, { title: 'پیش‌نویس محرمانه', status: 1, datePublished: null });
    const expected: Record<string, number> = { guest: 401, 1: 403, 2: 200, 3: 200, 4: 200, 5: 200 };
    for (const who of ALL) {
      expect((await t.app.inject({ url, headers: as(who) })).statusCode, `list ${who}`).toBe(
        expected[String(who)],
      );
      const one = await t.app.inject({ url: `${url}${draft.id}/`, headers: as(who) });
      expect(one.statusCode, `detail ${who}`).toBe(expected[String(who)]);
    }
  });

  it('lets only roles 2 and 3 create and edit; roles 4 and 5 get 403 and nothing is written', async () => {
    const target = await makeSubject(t, { title: 'هدف ویرایش' });
    for (const who of ['guest', 1, 4, 5] as const) {
      const before = await snapshot(t);
      const images = filesIn('subjects');
      const created = await createSubject(who);
      expect(created.statusCode, `POST ${who}`).toBe(who === 'guest' ? 401 : 403);
      const patched = await edit(target.id, form({ title: 'تغییر' }), who);
      expect(patched.statusCode, `PATCH ${who}`).toBe(who === 'guest' ? 401 : 403);
      expect(await snapshot(t)).toEqual(before);
      expect(filesIn('subjects')).toBe(images);
    }
    for (const who of [2, 3] as const) {
      expect((await createSubject(who)).statusCode).toBe(201);
      const patched = await edit(target.id, form({ priority: 2 }), who);
      expect(patched.statusCode).toBe(200);
    }
  });
});

describe('creating a subject', () => {
  it('saves every field, stores the image and attachment, and answers the subject with its id', async () => {
    const res = await createSubject(
      3,
      { priority: '', hashtags: 'نان  #قیمت نان' },
      { main_images: await png(900, 600), file: PDF },
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      id: expect.any(Number),
      title: 'ادعای افزایش قیمت نان',
      category: ids.categoryId,
      category_title: 'سیاسی',
      category_color: '#1565c0',
      reviews: ids.evaluationId,
      reviews_title: 'گمراه‌کننده',
      reviews_color: '#ff9800',
      status: 2,
      priority: 5,
      hashtags: '#نان #قیمت',
      content: '<p>متن <strong>بررسی</strong></p>',
      rumors: [],
      subject_reviews: [],
      questions: [],
    });
    expect(body.main_images).toMatch(/^\/media\/subjects\/[0-9a-f]+\.webp$/);
    expect(body.main_images_small).toBe(body.main_images.replace('.webp', '-sm.webp'));
    expect(body.file).toMatch(/^\/media\/files\/[0-9a-f]+\.pdf$/);
    expect(existsSync(stored(body.main_images))).toBe(true);
    expect(existsSync(stored(body.file))).toBe(true);
    expect(Date.parse(body.date_published)).toBeGreaterThan(Date.now() - 60_000);

    const [row] = await t.app.db.select().from(subjects).where(eq(subjects.id, body.id));
    const [actor] = await t.app.db.select().from(users).where(eq(users.role, 3));
    expect(row).toMatchObject({ createdBy: actor!.id, updatedBy: actor!.id });
    expect(await entityAuditCount(t, 'subject', body.id)).toBe(1);
  });

  it('leaves date_published empty for a draft (status 1 is allowed through the API)', async () => {
    const res = await createSubject(2, { status: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 1, date_published: null });
  });

  it('cleans the content: scripts, handlers and javascript: links go, an inline image becomes a stored file', async () => {
    const inline = (await png(60, 40)).toString('base64');
    const content =
      `<p onclick="steal()">سلام<script>alert(1)</script></p><img src="x" onerror="alert(1)">` +
      `<a href="javascript:alert(1)">پیوند</a><p><img src="data:image/png;base64,${inline}" alt="نمودار"></p>` +
      '<iframe src="https://evil.example"></iframe>';
    const res = await createSubject(2, { content });
    expect(res.statusCode).toBe(201);
    const saved = res.json().content as string;
    for (const bad of ['<script', 'onclick', 'onerror', 'javascript:', '<iframe', 'data:'])
      expect(saved).not.toContain(bad);
    const src = /<img src="(\/media\/subjects\/[0-9a-f]+\.webp)" alt="نمودار">/.exec(saved)?.[1];
    expect(src).toBeDefined();
    expect(existsSync(stored(src!))).toBe(true);
    const [row] = await t.app.db
      .select({ content: subjects.content })
      .from(subjects)
      .where(eq(subjects.id, res.json().id));
    expect(row!.content).toBe(saved);
  });

  it('names every missing field with the form message and writes nothing', async () => {
    const before = await snapshot(t);
    const res = await sendInvalid(t, 'POST', url, as(2), form({ content: '<p> </p><script>x()</script>' }));
    const all = Object.keys(SUBJECT_REQUIRED_FIELDS) as SubjectRequiredField[];
    expect(res.json().detail).toBe(subjectMissingMessage(all));
    expect(Object.keys(res.json().fields).sort()).toEqual([...all].sort());

    const some = await send(t, 'POST', url, as(2), form({ ...subjectFields(), title: ' ', reviews: '' }));
    expect(some.json().detail).toBe(subjectMissingMessage(['title', 'main_images', 'reviews']));
    expect(await snapshot(t)).toEqual(before);
  });

  it('takes priority as a whole number 1 to 5 only', async () => {
    const before = await snapshot(t);
    for (const priority of ['0', '6', '2.5', 'abc', '-1']) {
      const res = await createSubject(2, { priority });
      expect(res.statusCode, priority).toBe(400);
      expect(res.json().fields.priority).toEqual([SUBJECT_MESSAGES.priorityInvalid]);
    }
    await sendInvalid(t, 'POST', url, as(2), { ...subjectFields(), priority: 7 });
    expect(await snapshot(t)).toEqual(before);
    const persianDigit = await createSubject(2, { priority: '۱' });
    expect(persianDigit.json().priority).toBe(1);
  });

  it('refuses unknown references and wrong types with the field named', async () => {
    const before = await snapshot(t);
    const unknown = await createSubject(2, { category: 987654 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ category: [SUBJECT_MESSAGES.unknownCategory] });
    const badEvaluation = await createSubject(2, { reviews: 987654 });
    expect(badEvaluation.json().fields).toEqual({ reviews: [SUBJECT_MESSAGES.unknownEvaluation] });
    const status = await createSubject(2, { status: 'published' });
    expect(status.statusCode).toBe(400);
    expect(status.json().fields.status).toEqual([SUBJECT_MESSAGES.statusInvalid]);
    const status9 = await createSubject(2, { status: 9 });
    expect(status9.statusCode).toBe(400);
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses SVG and HTML images (415), oversize files (413) and odd attachments, leaving no file behind', async () => {
    const before = await snapshot(t);
    const images = filesIn('subjects');
    const attachments = filesIn('files');
    for (const main_images of [SVG, HTML_FILE]) {
      const res = await createSubject(2, {}, { main_images });
      expect(res.statusCode).toBe(415);
      expect(res.json().fields.main_images).toEqual([SERVER_MESSAGES.imageOnly]);
    }
    const big = await createSubject(
      2,
      {},
      { main_images: Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]) },
    );
    expect(big.statusCode).toBe(413);
    const exe = await createSubject(
      2,
      {},
      { main_images: await png(), file: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 0xff, 0xfe]) },
    );
    expect(exe.statusCode).toBe(415);
    expect(exe.json().fields.file).toEqual([ATTACHMENT_MESSAGES.typeRefused]);
    const hugeFile = await createSubject(
      2,
      {},
      { main_images: await png(), file: Buffer.alloc(20 * 1024 * 1024 + 1, 'a') },
    );
    expect(hugeFile.statusCode).toBe(413);
    const badInline = await createSubject(2, {
      content: `<p>x</p><img src="data:image/png;base64,${Buffer.from('not an image').toString('base64')}">`,
    });
    expect(badInline.statusCode).toBe(415);
    expect(badInline.json().fields).toHaveProperty('content');
    expect(await snapshot(t)).toEqual(before);
    expect(filesIn('subjects')).toBe(images);
    expect(filesIn('files')).toBe(attachments);
  });
});

describe('editing a subject', () => {
  it('keeps the image with keep_image=true, replaces it (deleting the old file) when a new one comes', async () => {
    const created = (await createSubject(2)).json();
    const kept = await edit(
      created.id,
      form({ ...subjectFields({ title: 'عنوان تازه' }), keep_image: 'true' }),
      3,
    );
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ title: 'عنوان تازه', main_images: created.main_images });

    const replaced = await edit(created.id, form({}, { main_images: await png(20, 20) }), 3);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().main_images).not.toBe(created.main_images);
    expect(existsSync(stored(created.main_images))).toBe(false);
    expect(existsSync(stored(created.main_images_small))).toBe(false);
    expect(existsSync(stored(replaced.json().main_images))).toBe(true);

    const [row] = await t.app.db.select().from(subjects).where(eq(subjects.id, created.id));
    const [actor] = await t.app.db.select().from(users).where(eq(users.role, 3));
    expect(row!.updatedBy).toBe(actor!.id);
    expect(await auditCount(t, 'subject.update', created.id)).toBe(2);
  });

  it('refuses emptied required fields and keep_image=false without an image, changing nothing', async () => {
    const created = (await createSubject(2)).json();
    const before = await snapshot(t);
    const res = await edit(
      created.id,
      form({ title: '', content: '<p></p>', keep_image: 'false', category: '' }),
      2,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(subjectMissingMessage(['title', 'content', 'main_images', 'category']));
    const [row] = await t.app.db.select().from(subjects).where(eq(subjects.id, created.id));
    expect(row!.title).toBe(created.title);
    expect(await snapshot(t)).toEqual(before);
  });

  it('sets date_published the first time it is published and keeps it afterwards', async () => {
    const draft = (await createSubject(2, { status: 1 })).json();
    const published = await edit(draft.id, form({ status: 2 }), 2);
    const first = published.json().date_published;
    expect(first).not.toBeNull();
    await edit(draft.id, form({ status: 3 }), 2);
    const again = await edit(draft.id, form({ status: 2 }), 2);
    expect(again.json()).toMatchObject({ status: 2, date_published: first });
  });

  it('replaces and removes the attachment', async () => {
    const created = (await createSubject(2, {}, { main_images: await png(), file: PDF })).json();
    const replaced = await edit(created.id, form({}, { file: Buffer.from('یادداشت متنی') }), 2);
    expect(replaced.json().file).toMatch(/\.txt$/);
    expect(existsSync(stored(created.file))).toBe(false);
    const removed = await edit(created.id, form({ file: '' }), 2);
    expect(removed.json().file).toBeNull();
    expect(existsSync(stored(replaced.json().file))).toBe(false);
  });

  it('answers 404 for an unknown subject and 400 for an id that is not a number', async () => {
    expect((await edit(999999, form({ title: 'x' }), 2)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${url}999999/`, headers: as(2) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${url}abc/`, headers: as(2) })).statusCode).toBe(400);
  });
});

describe('the admin list and staff detail', () => {
  it('searches with Arabic ي and ك, filters by category and status, pages newest first', async () => {
    const fresh = await createTestApp();
    try {
      const who = await actors(fresh);
      const c1 = await makeCategory(fresh, 'اقتصادی');
      const c2 = await makeCategory(fresh, 'ورزشی');
      const a = await makeSubject(fresh, { title: 'کاهش ارزش ریال', categoryId: c1.id });
      const b = await makeSubject(fresh, {
        title: 'تیم ملی',
        abstract: 'کیفیت بازی',
        categoryId: c2.id,
        status: 1,
        datePublished: null,
      });
      const c = await makeSubject(fresh, { title: 'یارانه نقدی', categoryId: c1.id, status: 4 });
      const list = async (query: string) => {
        const res = await fresh.app.inject({ url: `${url}?${query}`, headers: who(5) });
        expect(res.statusCode).toBe(200);
        return {
          total: res.headers['x-total-count'],
          ids: (res.json() as { id: number }[]).map((r) => r.id),
        };
      };
      expect(await list(`search=${encodeURIComponent('كاهش ارزش ريال')}`)).toEqual({
        total: '1',
        ids: [a.id],
      });
      expect((await list(`search=${encodeURIComponent('كيفيت')}`)).ids).toEqual([b.id]);
      expect((await list(`category=${c1.id}`)).ids).toEqual([c.id, a.id]);
      expect((await list('status=1')).ids).toEqual([b.id]);
      expect(await list('page=2&page_size=2')).toEqual({ total: '3', ids: [a.id] });
      expect((await fresh.app.inject({ url: `${url}?status=7`, headers: who(5) })).statusCode).toBe(400);
      const row = (await fresh.app.inject({ url: `${url}?status=4`, headers: who(2) })).json()[0];
      expect(row).toMatchObject({ id: c.id, title: 'یارانه نقدی', status: 4, category_title: 'اقتصادی' });
    } finally {
      await fresh.close();
    }
  });

  it('shows staff everything linked to a subject, whatever its status', async () => {
    const subject = await makeSubject(t, { title: 'با پیوندها', status: 3 });
    const outlet = await makeOutlet(t, 'فارس');
    await makeSource(t, { subjectId: subject.id, outletId: outlet.id, status: 1, title: 'منبع پیش‌نویس' });
    await t.app.db.insert(reviews).values({ subjectId: subject.id, title: 'بررسی پیش‌نویس', status: 1 });
    await t.app.db
      .insert(questions)
      .values({ subjectId: subject.id, title: 'پرسش', summary: 'چرا؟', fullName: 'مریم' });
    const res = await t.app.inject({ url: `${url}${subject.id}/`, headers: as(4) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.rumors.map((r: { title: string }) => r.title)).toEqual(['منبع پیش‌نویس']);
    expect(body.subject_reviews).toEqual([expect.objectContaining({ title: 'بررسی پیش‌نویس', status: 1 })]);
    expect(body.questions).toEqual([
      expect.objectContaining({
        title: 'پرسش',
        summary: 'چرا؟',
        full_name: 'مریم',
        register_date: expect.any(String),
      }),
    ]);
  });
});
