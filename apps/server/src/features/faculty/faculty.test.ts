import { FACULTY_MESSAGES } from '@rasti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { userSearchText } from '../users/users.repository.ts';
import { makeReview, makeSubject, makeUser } from '../../../test/factories.ts';

let t: TestContext;
let first: Awaited<ReturnType<typeof makeUser>>;
let second: Awaited<ReturnType<typeof makeUser>>;
let blocked: Awaited<ReturnType<typeof makeUser>>;
let editor: Awaited<ReturnType<typeof makeUser>>;

const member = (firstName: string, lastName: string, extra: Parameters<typeof makeUser>[1] = { role: 4 }) =>
  makeUser(t, {
    firstName,
    lastName,
    ...extra,
    searchText: userSearchText({ firstName, lastName, mobile: '09351234567' }),
  });

beforeAll(async () => {
  t = await createTestApp();
  first = await member('یاسر', 'کریمی', { role: 4, abstract: 'استاد ارتباطات', avatar: 'avatars/a.webp' });
  second = await member('نرگس', 'موسوی', { role: 4 });
  blocked = await member('مسدود', 'شده', { role: 4, isActive: false });
  editor = await member('سردبیر', 'نمونه', { role: 5 });
  await member('کاربر', 'عادی', { role: 1 });
  const open = await makeSubject(t, { title: 'باز' });
  const closed = await makeSubject(t, { title: 'بسته', status: 1, datePublished: null });
  await makeReview(t, { subjectId: open.id, title: 'یک', authorId: first.id });
  await makeReview(t, { subjectId: open.id, title: 'دو', authorId: first.id });
  await makeReview(t, { subjectId: open.id, title: 'پیش‌نویس', authorId: first.id, status: 1 });
  await makeReview(t, { subjectId: closed.id, title: 'موضوع بسته', authorId: first.id });
});
afterAll(async () => {
  await t.close();
});

const url = '/api/public/Faculty-users';

describe('the faculty list', () => {
  it('lists active board members only, oldest first, with their published review count and nothing private', async () => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.json()).toEqual([
      {
        id: first.id,
        first_name: 'یاسر',
        last_name: 'کریمی',
        full_name: 'یاسر کریمی',
        avatar: '/media/avatars/a.webp',
        abstract: 'استاد ارتباطات',
        published_count: 2,
      },
      {
        id: second.id,
        first_name: 'نرگس',
        last_name: 'موسوی',
        full_name: 'نرگس موسوی',
        avatar: null,
        abstract: '',
        published_count: 0,
      },
    ]);
    expect((await t.app.inject({ url: `${url}/` })).statusCode).toBe(200);
  });

  it('pages, and searches the name only, Persian-normalised; digits never match (no probing of mobiles)', async () => {
    const page = await t.app.inject({ url: `${url}?page=2&page_size=1` });
    expect(page.json().map((m: { id: number }) => m.id)).toEqual([second.id]);
    expect(page.headers['x-total-count']).toBe('2');
    const search = async (text: string) =>
      (await t.app.inject({ url: `${url}?search=${encodeURIComponent(text)}` }))
        .json()
        .map((m: { id: number }) => m.id);
    expect(await search('كريمي')).toEqual([first.id]);
    expect(await search('نرگس موسوی')).toEqual([second.id]);
    expect(await search('0935')).toEqual([]);
    expect(await search('موسوی 09')).toEqual([]);
    expect(await search('مسدود')).toEqual([]);
  });
});

describe('a faculty member', () => {
  it('answers an active board member', async () => {
    const res = await t.app.inject({ url: `${url}/${first.id}/` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: first.id, full_name: 'یاسر کریمی', published_count: 2 });
    expect(res.json()).not.toHaveProperty('mobile');
  });

  it("answers 404 'اطلاعات هیئت علمی یافت نشد' for blocked members, other roles and unknown ids", async () => {
    for (const id of [blocked.id, editor.id, 999999]) {
      const res = await t.app.inject({ url: `${url}/${id}` });
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json().detail).toBe(FACULTY_MESSAGES.notFound);
    }
  });

  it("answers 400 'شناسه هیئت علمی نامعتبر است' for an id that is not a number", async () => {
    for (const id of ['abc', '0', '-3', '1.5']) {
      const res = await t.app.inject({ url: `${url}/${id}` });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().detail).toBe(FACULTY_MESSAGES.invalidId);
    }
  });

  it("lists the member's published items through the public review list", async () => {
    const res = await t.app.inject({ url: `/api/public/public-news-review/?author=${first.id}` });
    expect(
      res
        .json()
        .map((r: { title: string }) => r.title)
        .sort(),
    ).toEqual(['دو', 'یک']);
  });
});
