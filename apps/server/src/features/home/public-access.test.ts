import { beforeAll, describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import { ALL, makeReview, makeSubject, makeUser } from '../../../test/factories.ts';

const { t, as } = setupApp({ actors: true });
let paths: string[];
beforeAll(async () => {
  const member = await makeUser(t, { role: 4 });
  const subject = await makeSubject(t, { title: 'همگانی' });
  const review = await makeReview(t, { subjectId: subject.id, title: 'بررسی همگانی', authorId: member.id });
  paths = [
    '/api/public/public-news-review/',
    `/api/public/public-news-review/${review.id}/`,
    '/api/public/Rumor-Tabel/table_rumor',
    '/api/public/Faculty-users',
    `/api/public/Faculty-users/${member.id}`,
    '/api/public/search/?q=همگانی',
    '/api/public/home/',
  ];
});

describe('the public calls', () => {
  it('answer everyone alike: guests and every role', async () => {
    for (const url of paths) {
      const answers = new Set<string>();
      for (const who of ALL) {
        const res = await t.app.inject({ url: encodeURI(url), headers: as(who) });
        expect(res.statusCode, `${url} as ${who}`).toBe(200);
        // the report counts views; everything else must be the same for every reader
        if (!/public-news-review\/\d/.test(url)) answers.add(res.body);
      }
      if (!/public-news-review\/\d/.test(url)) expect(answers.size, url).toBe(1);
    }
  });

  it('are read-only: other methods are not routes', async () => {
    for (const url of paths) {
      const res = await t.app.inject({ method: 'POST', url: encodeURI(url), headers: as(2), payload: {} });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
