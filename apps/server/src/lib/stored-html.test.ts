import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupApp } from '../../test/app.ts';
import { sitePages, subjects } from '../db/schema/index.ts';
import { makeReview, makeSubject } from '../../test/factories.ts';
import { cleanStoredHtml, STORED_HTML_RULES, storedHtml } from './stored-html.ts';

const DIRTY = '<p>متن<script>alert(1)</script><img src="x" onerror="alert(1)"></p>';

const { t } = setupApp();

describe('stored HTML', () => {
  it('is cleaned on the way out while the database is not known clean', async () => {
    const subject = await makeSubject(t, { title: 'موضوع قدیمی', content: DIRTY });
    const answer = await t.app.inject({ url: `/api/public/public-news-subject/${subject.id}/` });
    expect(answer.json().content).not.toMatch(/script|onerror/);
    expect(storedHtml(t.app.db, DIRTY)).not.toMatch(/script|onerror/);
  });

  it('rows written before their path cleaned are cleaned once at start, then served as stored', async () => {
    const subject = await makeSubject(t, { title: 'موضوع دیگر', content: DIRTY });
    const review = await makeReview(t, { subjectId: subject.id, title: 'گزارش قدیمی', content: DIRTY });
    await t.app.db.insert(sitePages).values({ key: 'about', body: DIRTY, updatedAt: new Date() });
    const clean = '<p>متن</p>';
    await makeSubject(t, { title: 'موضوع پاک', content: clean });

    expect(await cleanStoredHtml(t.app.db)).toBeGreaterThanOrEqual(4);
    const [row] = await t.app.db.select().from(subjects).where(eq(subjects.id, subject.id));
    expect(row?.content).not.toMatch(/script|onerror/);
    const { rows } = (await t.app.db.execute(
      sql`select content from reviews where id = ${review.id}`,
    )) as unknown as { rows: { content: string }[] };
    expect(rows[0]?.content).not.toMatch(/script|onerror/);
    const about = await t.app.inject({ url: '/api/public/site-pages/about/' });
    expect(about.json().body).not.toMatch(/script|onerror/);

    // marked: the next start reads one comment and rewrites nothing
    expect(await cleanStoredHtml(t.app.db)).toBe(0);
    const { rows: marks } = (await t.app.db.execute(
      sql`select obj_description('subjects'::regclass, 'pg_class') as mark`,
    )) as unknown as { rows: { mark: string }[] };
    expect(marks[0]?.mark).toBe(`rasti:stored-html-clean:${STORED_HTML_RULES}`);
    // and what is stored is what goes out
    expect(storedHtml(t.app.db, '<p>as stored</p>')).toBe('<p>as stored</p>');
  });
});
