import { createHash, createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { normalizePersian } from '@rasti/contract';
import { loadConfig } from '../../config.ts';
import { reviews, subjects } from '../../db/schema/index.ts';
import { setupApp } from '../../../test/app.ts';
import {
  makeCategory,
  makeEvaluation,
  makeReview,
  makeSubject,
  minutesAgo,
} from '../../../test/factories.ts';
import { Tag } from '../../plugins/public-cache-tags.ts';
import { EDITION_TEXT } from './edition.presenter.ts';
import { EDITION_SIZE, type Edition, EditionKeeper } from './edition.service.ts';
import { VERIFY_MAX_BYTES } from './edition.routes.ts';

const ORIGIN = 'https://rasti.example';
const { t } = setupApp({ config: { publicUrl: ORIGIN } });

const FILE = '/offline/rasti-latest.html';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const checkCopy = (body: Buffer | string, contentType = 'text/html') =>
  t.app.inject({
    method: 'POST',
    url: '/api/offline/verify',
    headers: { 'content-type': contentType },
    body,
  });

/** every address an element or a style rule of the page names */
function addresses(doc: Document): string[] {
  const found: string[] = [];
  for (const element of doc.querySelectorAll('*')) {
    for (const name of ['src', 'href', 'srcset', 'action', 'poster', 'data', 'formaction', 'xlink:href']) {
      const value = element.getAttribute(name);
      if (value !== null) found.push(value);
    }
    const style = element.getAttribute('style');
    if (style) found.push(...[...style.matchAll(/url\(([^)]*)\)/g)].map((m) => m[1]!));
  }
  for (const style of doc.querySelectorAll('style')) {
    found.push(...[...(style.textContent ?? '').matchAll(/url\(([^)]*)\)/g)].map((m) => m[1]!));
    expect(style.textContent).not.toMatch(/@import/);
  }
  return found;
}

describe('the offline edition', () => {
  let first: { body: Buffer; headers: Record<string, unknown> };

  it('is one signed HTML file of the newest 200 published reports, their verdicts, claims and summaries, with no outside address', async () => {
    const verdict = await makeEvaluation(t, 'گمراه‌کننده', '#ef6c00', -1);
    const category = await makeCategory(t, 'سلامت');
    const subject = await makeSubject(t, {
      title: 'ادعای درمان کرونا با سیر',
      categoryId: category.id,
      evaluationId: verdict.id,
    });
    const picture = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 40, b: 40 } },
    })
      .webp()
      .toBuffer();
    await t.app.storage.put('reviews/edition-test.webp', picture, 'image/webp');
    // many rows at once: the test is about the file, not about making rows. Each report has a subject of its
    // own: a published review rewrites every review of its subject (their copy of its review count, migration
    // 0014), so two hundred on one subject cost twenty thousand row writes
    const others = await t.app.db
      .insert(subjects)
      .values(
        Array.from({ length: EDITION_SIZE + 4 }, (_, i) => ({
          title: `ادعای شمارهٔ ${i}`,
          status: 2,
          datePublished: minutesAgo(10_000 - i),
          categoryId: category.id,
          evaluationId: verdict.id,
          searchText: normalizePersian(`ادعای شمارهٔ ${i}`),
        })),
      )
      .returning({ id: subjects.id });
    await t.app.db.insert(reviews).values(
      Array.from({ length: EDITION_SIZE + 4 }, (_, i) => {
        const title = `بررسی شمارهٔ ${i}`;
        const summary = `خلاصهٔ گزارش ${i}: `.padEnd(600, 'متن گزارش می‌شود ');
        return {
          subjectId: others[i]!.id,
          title,
          summary,
          content: '<p>متن</p>',
          status: 2,
          datePublished: minutesAgo(10_000 - i),
          mainImage: i % 2 ? 'reviews/edition-test.webp' : null,
          searchText: normalizePersian(`${title} ${summary}`),
        };
      }),
    );
    const newest = await makeReview(t, {
      subjectId: subject.id,
      title: 'سیر کرونا را درمان نمی‌کند',
      summary: 'پژوهش‌ها نشان می‌دهد خوردن سیر از ابتلا پیشگیری نمی‌کند.',
      datePublished: minutesAgo(1),
    });
    const draft = await makeReview(t, { subjectId: subject.id, title: 'پیش‌نویس پنهان', status: 1 });

    const response = await t.app.inject({ url: FILE });
    if (process.env.EDITION_SAMPLE)
      (await import('node:fs')).writeFileSync(process.env.EDITION_SAMPLE, response.rawPayload);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const body = response.rawPayload;
    first = { body, headers: response.headers };
    expect(Number(response.headers['content-length'])).toBe(body.length);
    expect(body.length).toBeLessThan(3 * 1024 * 1024);
    expect(response.headers['x-checksum-sha256']).toBe(sha256(body));
    expect(response.headers['repr-digest']).toBe(
      `sha-256=:${createHash('sha256').update(body).digest('base64')}:`,
    );
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(EDITION_TEXT.fileName)}`,
    );

    const doc = new JSDOM(body.toString('utf8')).window.document;
    expect(doc.documentElement.getAttribute('dir')).toBe('rtl');
    const articles = [...doc.querySelectorAll('article')];
    expect(articles).toHaveLength(EDITION_SIZE);
    expect(articles[0]?.id).toBe(`r${newest.id}`);
    expect(articles[0]?.textContent).toContain('سیر کرونا را درمان نمی‌کند');
    expect(articles[0]?.textContent).toContain('گمراه‌کننده');
    expect(articles[0]?.textContent).toContain('ادعای درمان کرونا با سیر');
    expect(articles[0]?.textContent).toContain('خوردن سیر از ابتلا پیشگیری نمی‌کند');
    expect(doc.querySelector(`#r${draft.id}`)).toBeNull();
    // the oldest four are left out, and summaries are short
    expect(body.includes('بررسی شمارهٔ 3<')).toBe(false);
    for (const article of articles) expect(article.textContent!.length).toBeLessThan(1000);
    // the date it was made, in Jalali with Persian digits, and how to check it
    expect(doc.querySelector('header time')?.textContent).toMatch(/^[۰-۹]+ [^\d]+ [۰-۹]{4}/);
    expect(doc.querySelector('footer')?.textContent).toContain(`${ORIGIN}/offline/verify`);

    // nothing outside the file: every address is data: (pictures, font) and the CSP allows nothing else
    const named = addresses(doc);
    expect(named.length).toBeGreaterThan(EDITION_SIZE / 2);
    const outside = named.filter((address) => !/^['"]?data:(image\/webp|font\/woff2);base64,/.test(address));
    expect(outside).toEqual([]);
    expect(doc.querySelectorAll('img')).toHaveLength(EDITION_SIZE / 2);
    expect(doc.querySelectorAll('script[src], link, iframe, object, embed, base, form')).toHaveLength(0);
    const csp =
      doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('img-src data:');
    expect(csp).toContain('font-src data:');
    expect(csp).not.toMatch(/unsafe|https?:|\*/);
    // the inline style and script are the ones the policy's hashes allow
    for (const [tag, directive] of [
      ['style', 'style-src'],
      ['script', 'script-src'],
    ] as const) {
      const text = doc.querySelector(tag)?.textContent ?? '';
      const hash = createHash('sha256').update(text, 'utf8').digest('base64');
      expect(csp).toContain(`${directive} 'sha256-${hash}'`);
    }
    // the Vazirmatn subset is inside, and small
    const font = /font\/woff2;base64,([A-Za-z0-9+/=]+)/.exec(doc.querySelector('style')!.textContent!)?.[1];
    expect(Buffer.from(font!, 'base64').subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(font!.length).toBeLessThan(200_000);
  }, 180_000);

  it('is signed: the detached signature and the one inside verify, and fail on a one-byte change', async () => {
    const key = (await t.app.inject({ url: '/api/offline/key' })).json();
    expect(key.fingerprint).toMatch(/^([0-9a-f]{4} ){15}[0-9a-f]{4}$/);
    const publicKey = createPublicKey(key.public_key_pem);
    expect(publicKey.asymmetricKeyType).toBe('ed25519');
    const pem = await t.app.inject({ url: '/offline/rasti-public-key.pem' });
    expect(pem.body).toBe(key.public_key_pem);
    // the file shows the fingerprint
    expect(first.body.includes(key.fingerprint)).toBe(true);

    const sig = await t.app.inject({ url: `${FILE}.sig` });
    expect(sig.rawPayload).toHaveLength(64);
    expect(verify(null, first.body, publicKey, sig.rawPayload)).toBe(true);
    const changed = Buffer.from(first.body);
    const at = changed.indexOf('سیر کرونا');
    changed[at + 1] = changed[at + 1]! ^ 1;
    expect(verify(null, changed, publicKey, sig.rawPayload)).toBe(false);

    // the copy itself carries its signature: the site's check says genuine, and which edition
    const madeAt = /<meta name="rasti-edition" content="([^"]+)"/.exec(first.body.toString('utf8'))?.[1];
    expect((await checkCopy(first.body)).json()).toEqual({
      genuine: true,
      edition_at: madeAt,
      reports: EDITION_SIZE,
    });
    expect((await checkCopy(changed)).json()).toMatchObject({ genuine: false, edition_at: null });
    // a byte changed anywhere: in the signature comment, or a byte added at the start
    const tail = Buffer.from(first.body);
    tail[tail.length - 10] = tail[tail.length - 10] === 65 ? 66 : 65;
    expect((await checkCopy(tail)).json().genuine).toBe(false);
    expect((await checkCopy(Buffer.concat([Buffer.from(' '), first.body]))).json().genuine).toBe(false);
    // a forged file signed by another key
    const other = generateKeyPairSync('ed25519');
    const forgedBody = Buffer.from(first.body.subarray(0, first.body.lastIndexOf('\n<!--rasti-signature:')));
    const { sign } = await import('node:crypto');
    const forged = Buffer.concat([
      forgedBody,
      Buffer.from(
        `\n<!--rasti-signature:${sign(null, forgedBody, other.privateKey).toString('base64')}-->\n`,
      ),
    ]);
    expect((await checkCopy(forged)).json().genuine).toBe(false);
    expect((await checkCopy('<!doctype html><p>راستی</p>')).json().genuine).toBe(false);
  });

  it('checks an upload only as HTML and up to 5 MB', async () => {
    expect((await checkCopy(JSON.stringify({ a: 1 }), 'application/json')).statusCode).toBe(415);
    expect((await checkCopy(Buffer.from('GIF89a'), 'image/gif')).statusCode).toBe(415);
    // anything but HTML is bounded like every form: past it, 413 before the body is read
    expect((await checkCopy(`{"a":"${'x'.repeat(70_000)}"}`, 'application/json')).statusCode).toBe(413);
    expect((await checkCopy(Buffer.alloc(2 * 1024 * 1024, 32))).statusCode).toBe(200);
    const big = await checkCopy(Buffer.alloc(VERIFY_MAX_BYTES + 1, 32));
    expect(big.statusCode).toBe(413);
  });

  it('is never built on a request once made: a write is served the kept file until the rebuild', async () => {
    const subject = await makeSubject(t, { title: 'ادعای تازه' });
    await makeReview(t, { subjectId: subject.id, title: 'گزارش تازه پس از ساخت', datePublished: new Date() });
    t.app.publicCache.invalidate([Tag.reviewLists]);
    const again = await t.app.inject({ url: FILE });
    expect(again.headers['x-checksum-sha256']).toBe(first.headers['x-checksum-sha256']);
  });
});

describe('the edition keeper', () => {
  it('builds once for the first asks, and once after a burst of writes, after the debounce', async () => {
    let builds = 0;
    const edition = (): Promise<Edition> => {
      builds++;
      return Promise.resolve({ sha256: String(builds) } as Edition);
    };
    const keeper = new EditionKeeper(edition, 20, (error) => {
      throw error;
    });
    // nobody asked yet: a write builds nothing
    keeper.schedule();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(builds).toBe(0);
    const [a, b] = await Promise.all([keeper.current(), keeper.current()]);
    expect(builds).toBe(1);
    expect(a).toBe(b);
    keeper.schedule();
    keeper.schedule();
    keeper.schedule();
    expect(builds).toBe(1);
    expect((await keeper.current()).sha256).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(builds).toBe(2);
    expect((await keeper.current()).sha256).toBe('2');
    await keeper.close();
    keeper.schedule();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(builds).toBe(2);
  });
});

describe('OFFLINE_SIGNING_KEY', () => {
  const production = {
    NODE_ENV: 'production',
    SMS_SENDER: 'kavenegar',
    KAVENEGAR_API_KEY: 'k',
    JWT_SECRET: 'j'.repeat(40),
    HASH_KEY: 'h'.repeat(40),
    PUBLIC_URL: 'https://rasti.example',
  };

  it('is required in production, read as PEM or base64, and generated into the data folder outside it', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rasti-key-'));
    try {
      expect(() => loadConfig(production, { dataDir })).toThrow(/OFFLINE_SIGNING_KEY is required/);
      const { privateKey } = generateKeyPairSync('ed25519');
      const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
      const der = privateKey.export({ format: 'der', type: 'pkcs8' });
      expect(loadConfig({ ...production, OFFLINE_SIGNING_KEY: pem }, { dataDir }).offlineSigningKey).toBe(
        pem,
      );
      expect(
        loadConfig({ ...production, OFFLINE_SIGNING_KEY: pem.replace(/\n/g, '\\n') }, { dataDir })
          .offlineSigningKey,
      ).toBe(pem);
      expect(
        loadConfig({ ...production, OFFLINE_SIGNING_KEY: der.toString('base64') }, { dataDir })
          .offlineSigningKey,
      ).toBe(pem);
      expect(
        loadConfig({ ...production, OFFLINE_SIGNING_KEY: der.subarray(-32).toString('base64') }, { dataDir })
          .offlineSigningKey,
      ).toBe(pem);
      const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({
        format: 'pem',
        type: 'pkcs8',
      });
      expect(() => loadConfig({ ...production, OFFLINE_SIGNING_KEY: rsa.toString() }, { dataDir })).toThrow(
        /Ed25519/,
      );
      expect(() => loadConfig({ ...production, OFFLINE_SIGNING_KEY: 'not a key' }, { dataDir })).toThrow();
      expect(existsSync(path.join(dataDir, 'offline_signing_key.pem'))).toBe(false);
      const made = loadConfig({ NODE_ENV: 'development' }, { dataDir }).offlineSigningKey;
      expect(made).toMatch(/^-----BEGIN PRIVATE KEY-----/);
      expect(loadConfig({ NODE_ENV: 'development' }, { dataDir }).offlineSigningKey).toBe(made);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
