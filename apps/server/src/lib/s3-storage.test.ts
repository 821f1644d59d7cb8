import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupApp, type TestContext } from '../../test/app.ts';
import { postOutlet, send, type Who } from '../../test/factories.ts';
import type { S3Options } from './s3-storage.ts';

/** A small S3-compatible endpoint (path-style PUT, GET, DELETE) keeping objects in memory. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string; cacheControl?: string }>();
  const requests: { method: string; path: string; signed: boolean }[] = [];
  const server: Server = createServer((req, res) => {
    const key = decodeURIComponent(new URL(req.url ?? '/', 'http://s3').pathname.slice(1));
    requests.push({
      method: req.method ?? '',
      path: key,
      signed: String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256'),
    });
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'PUT') {
        objects.set(key, {
          body: Buffer.concat(chunks),
          type: String(req.headers['content-type']),
          cacheControl: req.headers['cache-control'],
        });
        res.writeHead(200, { ETag: '"x"' }).end();
      } else if (req.method === 'GET') {
        const object = objects.get(key);
        if (!object) {
          res
            .writeHead(404, { 'Content-Type': 'application/xml' })
            .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>none</Message></Error>');
          return;
        }
        res
          .writeHead(200, { 'Content-Type': object.type, 'Content-Length': object.body.length })
          .end(object.body);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  return { server, objects, requests };
}

const s3 = fakeS3();
let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => s3.server.close(() => resolve())));

const options = (extra: Partial<S3Options> = {}): S3Options => ({
  bucket: 'rasti',
  region: 'us-east-1',
  endpoint,
  accessKeyId: 'test-key',
  secretAccessKey: 'test-secret',
  forcePathStyle: true,
  ...extra,
});

async function createOutlet(t: TestContext, as: (who: Who) => Record<string, string>) {
  const res = await postOutlet(t, as(3), {
    name: 'خبرگزاری ابری',
    english_name: 'Cloud',
    link: 'https://cloud.example',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; logo: string };
}

describe('uploads in an S3-compatible bucket', () => {
  const { t, as } = setupApp({
    actors: true,
    config: () => ({ storage: { driver: 's3', s3: options({ prefix: 'site-a' }) } }),
  });

  it('stores a resized logo and its small copy in the bucket with signed requests, and serves them at /media', async () => {
    const outlet = await createOutlet(t, as);
    expect(outlet.logo).toMatch(/^\/media\/logos\/[0-9a-f]{32}\.webp$/);
    const key = outlet.logo.replace('/media/', '');
    const stored = s3.objects.get(`rasti/site-a/${key}`);
    expect(stored?.type).toBe('image/webp');
    expect(stored?.cacheControl).toContain('immutable');
    expect(s3.objects.has(`rasti/site-a/${key.replace('.webp', '-sm.webp')}`)).toBe(true);
    expect(s3.requests.filter((r) => r.method === 'PUT').every((r) => r.signed)).toBe(true);

    const served = await t.app.inject({ url: outlet.logo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(stored!.body)).toBe(true);
  });

  it('answers a Persian 404 for a missing or unsafe key', async () => {
    const missing = await t.app.inject({ url: '/media/logos/0123456789abcdef0123456789abcdef.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toMatch(/[\u0600-\u06FF]/);
    const traversal = await t.app.inject({ url: '/media/..%2f..%2fetc/passwd' });
    expect(traversal.statusCode).toBe(404);
  });

  it('never serves a private picture at /media; staff read it through the private route', async () => {
    const key = 'private/questions/0123456789abcdef0123456789abcdef.webp';
    const bytes = Buffer.from('RIFF0000WEBPVP8 ');
    await t.app.storage.put(key, bytes, 'image/webp');
    expect(s3.objects.has(`rasti/site-a/${key}`)).toBe(true);
    for (const url of [`/media/${key}`, `/media/PRIVATE/${key.slice('private/'.length)}`]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
    const staff = await t.app.inject({ url: `/api/news/private-media/${key}`, headers: as(4) });
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['content-type']).toBe('image/webp');
    expect(staff.rawPayload.equals(bytes)).toBe(true);
    expect((await t.app.inject({ url: `/api/news/private-media/${key}`, headers: as(1) })).statusCode).toBe(
      403,
    );
  });

  it('deletes the files from the bucket when the outlet is deleted', async () => {
    const outlet = await createOutlet(t, as);
    const key = `rasti/site-a/${outlet.logo.replace('/media/', '')}`;
    expect(s3.objects.has(key)).toBe(true);
    const res = await send(t, 'DELETE', `/api/news/Media/${outlet.id}/`, as(3));
    expect(res.statusCode).toBe(204);
    expect(s3.objects.has(key)).toBe(false);
    expect(s3.objects.has(key.replace('.webp', '-sm.webp'))).toBe(false);
  });
});

describe('a bucket with a public origin', () => {
  const { t, as } = setupApp({
    actors: true,
    config: () => ({
      storage: { driver: 's3', s3: options({ publicUrl: 'https://cdn.rasti.example/uploads' }) },
    }),
  });

  it('links files at the public origin and allows it in the CSP for images only', async () => {
    const outlet = await createOutlet(t, as);
    expect(outlet.logo).toMatch(/^https:\/\/cdn\.rasti\.example\/uploads\/logos\/[0-9a-f]{32}\.webp$/);
    const csp = String((await t.app.inject({ url: '/healthz' })).headers['content-security-policy']);
    expect(csp).toMatch(/img-src [^;]*https:\/\/cdn\.rasti\.example/);
    expect(csp).toMatch(/script-src 'self';/);
  });
});
