import { QUESTION_GROUP_MESSAGES, type Question } from '@rasti/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import { questions } from '../../db/schema/index.ts';
import { auditEntries, form, freshIp, type Who } from '../../../test/factories.ts';

const { t, as } = setupApp({ actors: true });

const LIST = '/api/news/asked/';
const groupUrl = (id: number) => `/api/news/asked/${id}/group/`;

async function ask(title: string): Promise<Question> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/public/public-user-question/',
    payload: form({ title, summary: 'در گروه‌های خانوادگی دست‌به‌دست می‌شود' }),
    remoteAddress: freshIp(),
  });
  expect(res.statusCode).toBe(201);
  return res.json() as Question;
}
const staffGet = async (id: number) =>
  (await t.app.inject({ url: `/api/news/asked/${id}/`, headers: as(2) })).json() as Question;
const move = (id: number, body: unknown, who: Who = 2) =>
  t.app.inject({ method: 'POST', url: groupUrl(id), headers: as(who), payload: body as object });

describe('grouping on ask', () => {
  it('a paraphrase joins the group of the question it repeats; an unrelated question stays alone', async () => {
    const first = await ask('آیا قیمت نان سنگک از هفته آینده دو برابر می‌شود؟');
    expect(first.group).toBeNull();
    const second = await ask('میگن قيمت نان سنگك از هفته آينده ۲ برابر ميشه درسته؟');
    expect(second.group).not.toBeNull();
    expect((await staffGet(first.id)).group).toBe(second.group);
    const third = await ask('نان سنگک هفته آینده دو برابر گران میشه');
    expect(third.group).toBe(second.group);
    expect((await staffGet(first.id)).demand).toBe(3);
    const other = await ask('آیا مدارس شیراز فردا تعطیل است؟');
    expect(other.group).toBeNull();
    expect(other.demand).toBe(1);
  });
});

describe('POST /news/asked/{id}/group/ and the demand', () => {
  it('moves a question out and into groups, counts only shown questions, audits each move, refuses bad ids', async () => {
    const a = await ask('ویدئوی ریزش پل قطار در زنجان واقعی است؟');
    const b = await ask('فیلم ریزش پل قطار زنجان واقعیه؟');
    const c = await ask('آیا پرواز های مشهد به استانبول لغو شده است؟');
    const group = b.group!;
    expect(group).not.toBeNull();
    expect(c.group).toBeNull();

    // into the group of question a, by question number
    let res = await move(c.id, { question: a.id });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Question).group).toBe(group);
    expect((res.json() as Question).demand).toBe(3);

    // a hidden question does not count
    await t.app.db.update(questions).set({ isShown: false }).where(eq(questions.id, a.id));
    expect((await staffGet(b.id)).demand).toBe(2);
    await t.app.db.update(questions).set({ isShown: true }).where(eq(questions.id, a.id));

    // out of the group
    res = await move(c.id, { group: null });
    expect(res.statusCode).toBe(200);
    expect(res.json() as Question).toMatchObject({ group: null, demand: 1 });
    expect((await staffGet(a.id)).demand).toBe(2);

    // back in by group id
    res = await move(c.id, { group });
    expect((res.json() as Question).group).toBe(group);

    // a lone question as target gets a new group id, never one in use
    const d = await ask('آیا کنسرت های تابستانی تهران لغو شد؟');
    const e = await ask('برداشت پول از خودپرداز ها محدود شده؟');
    res = await move(e.id, { question: d.id });
    const made = (res.json() as Question).group!;
    expect(made).not.toBe(group);
    expect((await staffGet(d.id)).group).toBe(made);

    const audits = await auditEntries(t, 'question.group', c.id);
    expect(audits.length).toBe(3);
    expect(JSON.parse(audits[1]!.details!)).toEqual({ from: group, to: null });

    expect((await move(999_999, { group: null })).statusCode).toBe(404);
    const unknownGroup = await move(c.id, { group: 999_999 });
    expect(unknownGroup.statusCode).toBe(400);
    expect(unknownGroup.json().detail).toBe(QUESTION_GROUP_MESSAGES.unknownGroup);
    expect((await move(c.id, { question: 999_999 })).statusCode).toBe(400);
    expect((await move(c.id, { question: c.id })).statusCode).toBe(400);
    expect((await move(c.id, {})).statusCode).toBe(400);
    expect((await move(c.id, { group: 'x' })).statusCode).toBe(400);
    expect((await move(c.id, { group: null }, 1)).statusCode).toBe(403);
    expect((await move(c.id, { group: null }, 4)).statusCode).toBe(403);
  });

  it('the inbox sorts by demand (-demand) and filters by group; the ordering is validated', async () => {
    const big = await ask('آیا بانک ها از شنبه تا آخر ماه تعطیل هستند؟');
    await ask('بانکها از شنبه تا آخر ماه تعطیلن؟');
    await ask('تعطیلی بانک ها از شنبه تا آخر ماه درسته؟');
    const bigGroup = (await staffGet(big.id)).group!;
    expect((await staffGet(big.id)).demand).toBe(3);

    const res = await t.app.inject({ url: `${LIST}?ordering=-demand&page_size=50`, headers: as(2) });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Question[];
    const demands = rows.map((q) => q.demand);
    expect([...demands].sort((x, y) => y - x)).toEqual(demands);
    expect(rows[0]!.demand).toBeGreaterThanOrEqual(3);

    const filtered = (
      await t.app.inject({ url: `${LIST}?group=${bigGroup}`, headers: as(2) })
    ).json() as Question[];
    expect(filtered.length).toBe(3);
    expect(filtered.every((q) => q.group === bigGroup && q.demand === 3)).toBe(true);

    expect((await t.app.inject({ url: `${LIST}?ordering=demand`, headers: as(2) })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${LIST}?group=abc`, headers: as(2) })).statusCode).toBe(400);
  });
});
