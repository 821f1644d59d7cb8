import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, setupApp } from '../../../test/app.ts';
import { auditLog, sitePages } from '../../db/schema/index.ts';
import { actors, ALL, png, send, type Who } from '../../../test/factories.ts';

const { t, as } = setupApp({ actors: true });

const put = (who: Who, payload: Record<string, unknown>, key = 'about') =>
  t.app.inject({ method: 'PUT', url: `/api/news/site-pages/${key}/`, headers: as(who), payload });
const read = () => t.app.inject('/api/public/site-pages/about/');

describe('the about page', () => {
  it('is empty until written, for everyone', async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ body: '', updated_at: null });
  });

  it('is written by the super admin only: guests 401, roles 1 and 3-5 403, nothing stored', async () => {
    const expected: Record<string, number> = { guest: 401, 1: 403, 3: 403, 4: 403, 5: 403 };
    for (const who of ALL.filter((w) => w !== 2)) {
      const res = await put(who, { body: '<p>دست‌کاری</p>' });
      expect(res.statusCode, String(who)).toBe(expected[String(who)]);
    }
    expect(await t.app.db.select().from(sitePages)).toHaveLength(0);
  });

  it('cleans the HTML on write with the subjects’ policy: scripts and event handlers are removed', async () => {
    const res = await put(2, {
      body:
        '<h2>راستی چیست؟</h2><p onclick="alert(1)">متن <strong>درباره</strong>' +
        '<script>alert(1)</script><img src="x" onerror="alert(2)"> <a href="javascript:alert(3)">پیوند</a>' +
        ' <a href="/methodology">روش‌شناسی</a></p><iframe src="https://evil.example"></iframe>',
    });
    expect(res.statusCode).toBe(200);
    const { body, updated_at } = res.json();
    expect(body).toContain('<h2>راستی چیست؟</h2>');
    expect(body).toContain('<strong>درباره</strong>');
    expect(body).toMatch(/<a href="\/methodology"[^>]*>روش‌شناسی<\/a>/);
    for (const bad of ['<script', 'onerror', 'onclick', 'javascript:', '<iframe'])
      expect(body).not.toContain(bad);
    expect(new Date(updated_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // as stored, and as everyone reads it
    const [row] = await t.app.db.select().from(sitePages).where(eq(sitePages.key, 'about'));
    expect(row!.body).toBe(body);
    expect(row!.updatedBy).not.toBeNull();
    expect((await read()).json()).toEqual({ body, updated_at });
    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'site_page.edit'));
    expect(audits).toHaveLength(1);
  });

  it('cleans again on read: HTML written straight into the table never reaches a visitor unclean', async () => {
    await t.app.db
      .update(sitePages)
      .set({ body: '<p>سلام<script>alert(1)</script><img src=x onerror=alert(1)></p>' })
      .where(eq(sitePages.key, 'about'));
    const { body } = (await read()).json();
    expect(body).toContain('سلام');
    expect(body).not.toContain('<script');
    expect(body).not.toContain('onerror');
  });

  it('stores a pasted data-URL image as a file', async () => {
    const data = `data:image/png;base64,${(await png()).toString('base64')}`;
    const res = await put(2, { body: `<p>تیم ما</p><p><img src="${data}" alt="تیم"></p>` });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).not.toContain('data:');
    expect(res.json().body).toMatch(/<img src="\/media\/pages\/[0-9a-f]{32}\.webp" alt="تیم">/);
  });

  it('accepts a multipart form too (the editor sends one)', async () => {
    const form = new FormData();
    form.set('body', '<p>فرم</p>');
    const res = await send(t, 'PUT', '/api/news/site-pages/about/', as(2), form);
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toBe('<p>فرم</p>');
  });

  it('refuses a missing body (400), and answers 404 for a page the site does not have', async () => {
    expect((await put(2, {})).statusCode).toBe(400);
    expect((await put(2, { body: '<p>x</p>' }, 'contact')).statusCode).toBe(404);
    expect((await t.app.inject('/api/public/site-pages/contact/')).statusCode).toBe(404);
  });

  it('refreshes the cached answer and page after an edit', async () => {
    const cached = await createTestApp({ publicCache: true });
    try {
      const asCached = await actors(cached);
      const url = '/api/public/site-pages/about/';
      await cached.app.inject(url);
      expect((await cached.app.inject(url)).headers['x-cache']).toBe('hit');
      const res = await send(cached, 'PUT', '/api/news/site-pages/about/', asCached(2), {
        body: '<p>متن تازه</p>',
      });
      expect(res.statusCode).toBe(200);
      const fresh = await cached.app.inject(url);
      expect(fresh.headers['x-cache']).toBeUndefined();
      expect(fresh.json().body).toBe('<p>متن تازه</p>');
    } finally {
      await cached.close();
    }
  });
});
