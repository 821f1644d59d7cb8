import { SCORE_KEYS } from '@rasti/contract';
import { describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import { questions } from '../../db/schema/index.ts';
import {
  makeEvaluation,
  makeOutlet,
  makeReview,
  makeSource,
  makeSubject,
  makeUser,
  minutesAgo,
} from '../../../test/factories.ts';

const { t } = setupApp();

describe('the home page in one call', () => {
  it('answers empty lists on an empty site', async () => {
    const res = await t.app.inject({ url: '/api/public/home/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      scores: { score_types: [], rows: [] },
      latest_reviews: [],
      trending: { priority: [], most_wanted: [], views: [], most_reviewed: [] },
      faculty: [],
    });
  });

  it('brings the table, the 6 newest reviews, 5 subjects per sort tab and the first 3 faculty members', async () => {
    const wrong = await makeEvaluation(t, 'نادرست', '#d32f2f', 5);
    const outlet = await makeOutlet(t, 'رسانه خانه', 'Home News');
    const subjects = [];
    for (let i = 0; i < 7; i++) {
      subjects.push(
        await makeSubject(t, {
          title: `موضوع ${i}`,
          priority: (i % 5) + 1,
          views: i * 10,
          datePublished: minutesAgo(100 - i),
        }),
      );
    }
    await makeSubject(t, { title: 'پیش‌نویس', status: 1, datePublished: null, priority: 1, views: 9999 });
    await makeSource(t, { outletId: outlet.id, subjectId: subjects[0]!.id, evaluationId: wrong.id });
    await t.app.db.insert(questions).values({ title: 'پرسش', summary: 'چرا', subjectId: subjects[2]!.id });
    const reviews = [];
    for (let i = 0; i < 8; i++)
      reviews.push(
        await makeReview(t, {
          subjectId: subjects[3]!.id,
          title: `بررسی ${i}`,
          datePublished: minutesAgo(50 - i),
        }),
      );
    await makeReview(t, { subjectId: subjects[3]!.id, title: 'پیش‌نویس', status: 1 });
    const members = [];
    for (let i = 0; i < 4; i++) members.push(await makeUser(t, { role: 4, firstName: `عضو${i}` }));

    const res = await t.app.inject({ url: '/api/public/home' });
    expect(res.statusCode).toBe(200);
    const home = res.json();
    expect(home.scores.score_types).toEqual([{ id: wrong.id, title: 'نادرست', color: '#d32f2f', score: 5 }]);
    expect(home.scores.rows).toEqual([
      expect.objectContaining({
        id: outlet.id,
        news_count: 1,
        total: 5,
        scores: { نادرست: 1, [SCORE_KEYS.newsCount]: 1, [SCORE_KEYS.total]: 5 },
      }),
    ]);
    expect(home.latest_reviews.map((r: { id: number }) => r.id)).toEqual(
      reviews
        .slice(2)
        .reverse()
        .map((r) => r.id),
    );
    const ids = (list: { id: number }[]) => list.map((s) => s.id);
    const s = subjects.map((x) => x.id);
    // priority 1 first (ties newest): subjects 5 and 0 have priority 1, 6 and 1 have 2, then 2
    expect(ids(home.trending.priority)).toEqual([s[5], s[0], s[6], s[1], s[2]]);
    expect(ids(home.trending.views)).toEqual([s[6], s[5], s[4], s[3], s[2]]);
    expect(ids(home.trending.most_reviewed)[0]).toBe(s[3]);
    expect(ids(home.trending.most_wanted)[0]).toBe(s[2]);
    for (const tab of Object.values(home.trending) as { id: number }[][]) expect(tab).toHaveLength(5);
    expect(home.faculty.map((m: { id: number }) => m.id)).toEqual(members.slice(0, 3).map((m) => m.id));
  });
});
