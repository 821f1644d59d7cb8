import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';

let t: TestContext;
const script = `console.log(${JSON.stringify('راستی '.repeat(400))});`;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'rasti-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="fa" dir="rtl"><title>راستی</title></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), script);
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  t = await createTestApp({ webDist: dist });
});
afterAll(() => t.close());

describe('the built web app', () => {
  it('sends the precompressed copy of an asset to a browser that accepts it, cached for a year', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 5);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const res = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('answers every page route with the app shell, never cached, under the strict CSP', async () => {
    const res = await t.app.inject({ url: '/news-subjects' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('dir="rtl"');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('answers unknown API paths and missing assets with JSON 404, not the page', async () => {
    for (const url of ['/api/nothing-here/', '/assets/missing.js']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });
});

describe('API answers', () => {
  it('are compressed when larger than 1 KB and the client accepts it', async () => {
    const res = await t.app.inject({
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const plain = await t.app.inject({ url: '/api/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });
});
