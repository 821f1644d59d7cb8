import {
  LIMITS,
  QUESTION_ERROR_CODES,
  QUESTION_LIMITS,
  QUESTION_MESSAGES,
  type Question,
  SERVER_MESSAGES,
} from '@rasti/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import { questions } from '../../db/schema/index.ts';
import { bearer, form, freshIp, makeUser, rowCount, send, tokenFor } from '../../../test/factories.ts';
import { hashTemporaryToken } from './temporary-token.ts';

// every request is logged at debug (plugins/request-log.ts): the token test reads those lines
const { t } = setupApp({ config: { logLevel: 'debug' } });
/** What the app's logger wrote: kept to prove no temporary token is ever written to it. */
const logLines: string[] = [];
beforeAll(async () => {
  // pino keeps its destination under a private symbol; its writes are captured here instead of printed
  const streamKey = Object.getOwnPropertySymbols(t.app.log).find((s) => s.description === 'pino.stream')!;
  const stream = (t.app.log as unknown as Record<symbol, { write(line: string): boolean }>)[streamKey]!;
  stream.write = (line: string) => {
    logLines.push(line);
    return true;
  };
});

const ASK = '/api/public/public-user-question/';
const ATTACH = '/api/public/public-user-question/attach-temp-token/';
const MINE = '/api/news/asked/';

const valid = {
  title: 'آیا نان گران می‌شود؟',
  summary: 'در شبکه‌های اجتماعی گفته می‌شود قیمت نان از ماه آینده دو برابر می‌شود.',
  resource: 'https://example.com/post/1',
};

function ask(
  fields: Record<string, string>,
  opts: { headers?: Record<string, string>; ip?: string; json?: boolean } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: ASK,
    headers: opts.headers ?? {},
    payload: opts.json ? fields : form(fields),
    remoteAddress: opts.ip ?? freshIp(),
  });
}

const attach = (token: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: ATTACH, headers, payload: { temporary_token: token } });

async function signedInUser(values: Parameters<typeof makeUser>[1] = {}) {
  const row = await makeUser(t, values);
  return { row, headers: bearer(await tokenFor(t, row)) };
}

describe('POST /public/public-user-question/', () => {
  it('stores a guest question and answers a temporary token of at least 128 random bits, kept only as a hash', async () => {
    const res = await ask({ ...valid, full_name: 'رهگذر' });
    expect(res.statusCode).toBe(201);
    const body = res.json() as Question & { temporary_token: string };
    expect(body).toMatchObject({
      title: valid.title,
      summary: valid.summary,
      resource: valid.resource,
      full_name: 'رهگذر',
      news_subject: null,
      is_shown: true,
      user: null,
      user_active: null,
    });
    // base64url of 32 random bytes
    expect(body.temporary_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(body.temporary_token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);

    const [row] = await t.app.db.select().from(questions).where(eq(questions.id, body.id));
    expect(row!.userId).toBeNull();
    expect(row!.tempTokenHash).toBe(hashTemporaryToken(t.config.hashKey, body.temporary_token));
    expect(JSON.stringify(row)).not.toContain(body.temporary_token);
    const lifetime = row!.tempTokenExpiresAt!.getTime() - row!.registerDate.getTime();
    expect(Math.abs(lifetime - LIMITS.temporaryTokenSeconds * 1000)).toBeLessThan(5_000);
  });

  it('gives every guest question its own token', async () => {
    const a = (await ask(valid)).json() as { temporary_token: string };
    const b = (await ask(valid)).json() as { temporary_token: string };
    expect(a.temporary_token).not.toBe(b.temporary_token);
  });

  it('reads a JSON body the same way', async () => {
    const res = await ask(valid, { json: true });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toHaveProperty('temporary_token');
  });

  it('gives a signed-in sender the question at once, with no token', async () => {
    const { row, headers } = await signedInUser({ firstName: 'سارا', lastName: 'کریمی' });
    const res = await ask(valid, { headers });
    expect(res.statusCode).toBe(201);
    const body = res.json() as Question & { temporary_token?: string };
    expect(body.temporary_token).toBeUndefined();
    expect(body.user).toMatchObject({ id: row.id, full_name: 'سارا کریمی' });
    const [stored] = await t.app.db.select().from(questions).where(eq(questions.id, body.id));
    expect(stored!.userId).toBe(row.id);
    expect(stored!.tempTokenHash).toBeNull();
  });

  it.each([
    [
      'empty title and reason',
      { title: '', summary: '' },
      QUESTION_MESSAGES.bothRequired,
      ['title', 'summary'],
    ],
    ['a blank title', { title: '   ', summary: valid.summary }, QUESTION_MESSAGES.titleRequired, ['title']],
    ['an empty reason', { title: valid.title, summary: '' }, QUESTION_MESSAGES.reasonRequired, ['summary']],
    ['no fields at all', {}, QUESTION_MESSAGES.bothRequired, ['title', 'summary']],
  ])(
    'refuses %s with the ask form’s Persian sentence and stores nothing',
    async (_label, fields, detail, named) => {
      const before = await rowCount(t, questions);
      const res = await ask(fields as Record<string, string>);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ detail, code: 'validation_error' });
      expect(Object.keys(res.json().fields).sort()).toEqual([...named].sort());
      expect(await rowCount(t, questions)).toBe(before);
    },
  );

  it.each([
    ['title', QUESTION_LIMITS.title, QUESTION_MESSAGES.titleTooLong],
    ['summary', QUESTION_LIMITS.summary, QUESTION_MESSAGES.reasonTooLong],
    ['resource', QUESTION_LIMITS.resource, QUESTION_MESSAGES.resourceTooLong],
    ['full_name', QUESTION_LIMITS.fullName, QUESTION_MESSAGES.fullNameTooLong],
  ])('refuses an oversize %s (over %i characters) and stores nothing', async (field, max, detail) => {
    const before = await rowCount(t, questions);
    const res = await ask({ ...valid, [field]: 'ا'.repeat(max + 1) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail, fields: { [field]: [detail] } });
    expect(await rowCount(t, questions)).toBe(before);
    // exactly at the limit is fine
    expect((await ask({ ...valid, [field]: 'ا'.repeat(max) })).statusCode).toBe(201);
  });

  it('refuses a blocked user (403) and stores nothing', async () => {
    const { headers } = await signedInUser({ isActive: false });
    const before = await rowCount(t, questions);
    const res = await ask(valid, { headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ detail: SERVER_MESSAGES.blocked, code: 'account_blocked' });
    expect(await rowCount(t, questions)).toBe(before);
  });

  it('refuses a bad bearer token (401) instead of treating the sender as a guest', async () => {
    const before = await rowCount(t, questions);
    const res = await ask(valid, { headers: bearer('not-a-token') });
    expect(res.statusCode).toBe(401);
    expect(await rowCount(t, questions)).toBe(before);
  });

  it(`limits guests to ${QUESTION_LIMITS.anonymousPerIpPerHour} questions per address per hour (429 + Retry-After)`, async () => {
    const ip = freshIp();
    for (let i = 0; i < QUESTION_LIMITS.anonymousPerIpPerHour; i++) {
      expect((await ask(valid, { ip })).statusCode).toBe(201);
    }
    const before = await rowCount(t, questions);
    const refused = await ask(valid, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ detail: SERVER_MESSAGES.rateLimited, code: 'throttled' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rowCount(t, questions)).toBe(before);
    // another address, and a signed-in sender from the same address, still may ask
    expect((await ask(valid)).statusCode).toBe(201);
    const { headers } = await signedInUser();
    expect((await ask(valid, { ip, headers })).statusCode).toBe(201);
  });

  it('never writes the temporary token to the log', async () => {
    logLines.length = 0;
    const res = await ask(valid);
    const token = (res.json() as { temporary_token: string }).temporary_token;
    const { headers } = await signedInUser();
    await attach(token, headers);
    await attach(token, headers);
    const written = logLines.join('');
    // the requests were logged, the token was not
    expect(written).toContain('attach-temp-token');
    expect(written).not.toContain(token);
  });
});

describe('POST /public/public-user-question/attach-temp-token/', () => {
  async function guestQuestion() {
    const res = await ask(valid);
    const body = res.json() as Question & { temporary_token: string };
    return { id: body.id, token: body.temporary_token };
  }

  it('attaches a guest question to the account that signs in; the asker then sees it as theirs', async () => {
    const { id, token } = await guestQuestion();
    const { row, headers } = await signedInUser();
    const res = await attach(token, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, user: { id: row.id } });
    const [stored] = await t.app.db.select().from(questions).where(eq(questions.id, id));
    expect(stored).toMatchObject({ userId: row.id, tempTokenHash: null, tempTokenExpiresAt: null });
    const mine = await t.app.inject({ method: 'GET', url: MINE, headers });
    expect((mine.json() as Question[]).map((q) => q.id)).toEqual([id]);
  });

  it('works once: the same token again, by the same or another account, is refused', async () => {
    const { id, token } = await guestQuestion();
    const first = await signedInUser();
    const second = await signedInUser();
    expect((await attach(token, first.headers)).statusCode).toBe(200);
    for (const who of [first, second]) {
      const again = await attach(token, who.headers);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        detail: QUESTION_MESSAGES.tokenInvalid,
        code: QUESTION_ERROR_CODES.tokenInvalid,
      });
    }
    const [stored] = await t.app.db.select().from(questions).where(eq(questions.id, id));
    expect(stored!.userId).toBe(first.row.id);
  });

  it('refuses a token after its hour', async () => {
    const { id, token } = await guestQuestion();
    await t.app.db
      .update(questions)
      .set({ tempTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(questions.id, id));
    const { headers } = await signedInUser();
    const res = await attach(token, headers);
    expect(res.statusCode).toBe(400);
    const [stored] = await t.app.db.select().from(questions).where(eq(questions.id, id));
    expect(stored!.userId).toBeNull();
  });

  it('forgets the hashes of expired tokens when the next guest asks', async () => {
    const { id } = await guestQuestion();
    await t.app.db
      .update(questions)
      .set({ tempTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(questions.id, id));
    await guestQuestion();
    const [stored] = await t.app.db.select().from(questions).where(eq(questions.id, id));
    expect(stored).toMatchObject({ tempTokenHash: null, tempTokenExpiresAt: null });
  });

  it('refuses a made-up, empty or missing token and stores nothing', async () => {
    const { headers } = await signedInUser();
    expect((await attach('x'.repeat(43), headers)).statusCode).toBe(400);
    const empty = await attach('', headers);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe(QUESTION_MESSAGES.tokenRequired);
    const missing = await t.app.inject({ method: 'POST', url: ATTACH, headers, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('temporary_token');
  });

  it('needs a signed-in, active user', async () => {
    const { id, token } = await guestQuestion();
    const guest = await attach(token, {});
    expect(guest.statusCode).toBe(401);
    const blocked = await signedInUser({ isActive: false });
    expect((await attach(token, blocked.headers)).statusCode).toBe(403);
    const [stored] = await t.app.db.select().from(questions).where(eq(questions.id, id));
    expect(stored!.userId).toBeNull();
  });

  it('never takes the token from the address bar', async () => {
    const { id, token } = await guestQuestion();
    const { headers } = await signedInUser();
    const res = await t.app.inject({
      method: 'POST',
      url: `${ATTACH}?temporary_token=${token}`,
      headers,
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    const [stored] = await t.app.db.select().from(questions).where(eq(questions.id, id));
    expect(stored!.userId).toBeNull();
  });
});

describe('GET /news/asked/ for an asker', () => {
  it('answers only their own questions, newest first, paged with X-Total-Count', async () => {
    const me = await signedInUser();
    const other = await signedInUser();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await ask({ ...valid, title: `پرسش ${i}` }, { headers: me.headers })).json().id);
    }
    await ask(valid, { headers: other.headers });
    await ask(valid);
    const first = await t.app.inject({ method: 'GET', url: `${MINE}?page_size=2`, headers: me.headers });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('3');
    expect((first.json() as Question[]).map((q) => q.id)).toEqual([ids[2], ids[1]]);
    const second = await send(t, 'GET', `${MINE}?page_size=2&page=2`, me.headers);
    expect((second.json() as Question[]).map((q) => q.id)).toEqual([ids[0]]);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: MINE })).statusCode).toBe(401);
  });
});
