import { createRequire } from 'node:module';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupApp } from '../../test/app.ts';
import { makeReview, makeSubject } from '../../test/factories.ts';
import { reviews, sitePages, subjects } from '../db/schema/index.ts';
import { sanitizerLoaded } from './html.ts';
import { cleanStoredHtml, STORED_HTML_RULES } from './stored-html.ts';

// keeps per-file isolation: the process must not have loaded the sanitiser before (the factories write rows
// directly, never through a service that cleans), nor jsdom for another file (test/isolated-files.ts).

const DIRTY = '<p>متن<script>alert(1)</script><img src="x" onerror="alert(1)"></p>';
/** Whether this thread has loaded a sanitiser's modules (sanitize-html and its parser, or jsdom). */
const engineLoaded = () =>
  Object.keys(createRequire(import.meta.url).cache).some((file) =>
    /[\\/](?:sanitize-html|htmlparser2|jsdom)[\\/]/.test(file),
  );

const { t } = setupApp();

describe('the one-time cleaning of stored HTML at start', () => {
  it('runs the sanitiser outside the main thread: rows cleaned and the database marked, its engine never loaded here', async () => {
    const subject = await makeSubject(t, { title: 'موضوع قدیمی', content: DIRTY });
    const review = await makeReview(t, { subjectId: subject.id, title: 'گزارش قدیمی', content: DIRTY });
    await t.app.db.insert(sitePages).values({ key: 'about', body: DIRTY, updatedAt: new Date() });
    expect(sanitizerLoaded()).toBe(false);
    expect(engineLoaded()).toBe(false);

    const messages: string[] = [];
    expect(await cleanStoredHtml(t.app.db, (message) => messages.push(message))).toBeGreaterThanOrEqual(3);

    const [subjectRow] = await t.app.db.select().from(subjects).where(eq(subjects.id, subject.id));
    const [reviewRow] = await t.app.db.select().from(reviews).where(eq(reviews.id, review.id));
    const [page] = await t.app.db.select().from(sitePages).where(eq(sitePages.key, 'about'));
    for (const html of [subjectRow?.content, reviewRow?.content, page?.body]) {
      expect(html).toContain('متن');
      expect(html).not.toMatch(/script|onerror/);
    }
    const { rows } = (await t.app.db.execute(
      sql`select obj_description('subjects'::regclass, 'pg_class') as mark`,
    )) as unknown as { rows: { mark: string }[] };
    expect(rows[0]?.mark).toBe(`rasti:stored-html-clean:${STORED_HTML_RULES}`);
    expect(messages.join('\n')).toMatch(/rows rewritten/);

    // the cleaning happened in a thread that has ended: this one never loaded the engine
    expect(sanitizerLoaded()).toBe(false);
    expect(engineLoaded()).toBe(false);
  });
});
