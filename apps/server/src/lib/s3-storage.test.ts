import dns from 'node:dns';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupApp, type TestContext } from '../../test/app.ts';
import { postOutlet, send, type Who } from '../../test/factories.ts';
import { type S3Peer, startS3 } from '../../test/s3-server.ts';
import { LIGHT_PAGE_SCRIPT_SOURCE } from './light-page.ts';
import { S3Storage } from './s3-storage.ts';

let s3: S3Peer;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => s3.close());

async function collect(keys: AsyncIterable<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const key of keys) all.push(key);
  return all;
}

/** Everything stored in the bucket, read through a client of its own (prefix included in the keys). */
async function bucketKeys(): Promise<string[]> {
  const all = await S3Storage.open(s3.options());
  try {
    return (await collect(all.list())).sort();
  } finally {
    all.close();
  }
}

async function bytesOf(storage: S3Storage, key: string): Promise<Buffer | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('the S3 driver against an S3 server', () => {
  it('puts, reads, lists and deletes objects under a Persian prefix with path-style requests', async () => {
    const storage = await S3Storage.open(s3.options({ prefix: 'سایت-الف' }));
    try {
      await storage.put('files/aa11.txt', Buffer.from('گزارش راستی‌آزمایی'), 'text/plain; charset=utf-8');
      await storage.put('logos/bb22.webp', Buffer.from([1, 2, 3]), 'image/webp');
      const read = await storage.get('files/aa11.txt');
      expect(read?.contentType).toBe('text/plain; charset=utf-8');
      expect(read?.contentLength).toBe(Buffer.byteLength('گزارش راستی‌آزمایی'));
      expect(await text(read!.body)).toBe('گزارش راستی‌آزمایی');
      expect(await storage.exists('logos/bb22.webp')).toBe(true);
      expect((await collect(storage.list())).sort()).toEqual(['files/aa11.txt', 'logos/bb22.webp']);
      // the prefix is part of the object's name in the bucket, Persian letters and all
      expect(await bucketKeys()).toEqual(
        expect.arrayContaining(['سایت-الف/files/aa11.txt', 'سایت-الف/logos/bb22.webp']),
      );

      await storage.delete('files/aa11.txt');
      expect(await storage.get('files/aa11.txt')).toBeNull();
      expect(await storage.exists('files/aa11.txt')).toBe(false);
      expect(await collect(storage.list())).toEqual(['logos/bb22.webp']);
    } finally {
      storage.close();
    }
  });

  it('lists past the page of 1 000 keys a server answers, by its continuation token', async () => {
    const storage = await S3Storage.open(s3.options({ prefix: 'بسیار' }));
    try {
      const keys = Array.from({ length: 1005 }, (_, i) => `files/${String(i).padStart(4, '0')}.txt`);
      for (let at = 0; at < keys.length; at += 50) {
        await Promise.all(
          keys.slice(at, at + 50).map((key) => storage.put(key, Buffer.from(key), 'text/plain')),
        );
      }
      const listed = await collect(storage.list());
      expect(listed).toHaveLength(1005);
      expect(listed.sort()).toEqual(keys);
    } finally {
      storage.close();
    }
  }, 120_000);

  it('reads one byte range of an object', async () => {
    const storage = await S3Storage.open(s3.options({ prefix: 'ranges' }));
    try {
      await storage.put('files/ee55.txt', Buffer.from('abcdefghij'), 'text/plain');
      const part = await storage.get('files/ee55.txt', { start: 2, end: 5 });
      expect(part?.contentRange).toBe('bytes 2-5/10');
      expect(part?.contentLength).toBe(4);
      expect(await text(part!.body)).toBe('cdef');
      const tail = await storage.get('files/ee55.txt', { start: 7 });
      expect(await text(tail!.body)).toBe('hij');
    } finally {
      storage.close();
    }
  });

  it('answers null for a missing object and refuses an unsafe key before asking the server', async () => {
    const storage = await S3Storage.open(s3.options());
    try {
      expect(await storage.get('logos/0123456789abcdef.webp')).toBeNull();
      expect(await storage.read('logos/0123456789abcdef.webp')).toBeNull();
      expect(await storage.exists('logos/0123456789abcdef.webp')).toBe(false);
      await expect(storage.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(
        'unsafe storage key',
      );
    } finally {
      storage.close();
    }
  });

  it('reaches the bucket by a virtual-hosted address (the bucket in the host name)', async () => {
    // the test's resolver sends <bucket>.localhost to the loopback address, as a DNS name would in production
    const lookup = dns.lookup;
    const spy = vi.spyOn(dns, 'lookup').mockImplementation(((host: string, ...rest: unknown[]) =>
      // biome-ignore lint/suspicious/noExplicitAny: dns.lookup's overloads
      (lookup as any)(host.endsWith('.localhost') ? '127.0.0.1' : host, ...rest)) as typeof dns.lookup);
    const storage = await S3Storage.open(
      s3.options({ endpoint: `http://s3.localhost:${s3.port}`, forcePathStyle: false, prefix: 'vhost' }),
    );
    try {
      await storage.put('logos/cc33.webp', Buffer.from('virtual'), 'image/webp');
      expect((await bytesOf(storage, 'logos/cc33.webp'))?.toString()).toBe('virtual');
      expect(spy.mock.calls.some(([host]) => host === 'rasti.s3.localhost')).toBe(true);
      expect(await bucketKeys()).toContain('vhost/logos/cc33.webp');
    } finally {
      storage.close();
      spy.mockRestore();
    }
  });
});

async function createOutlet(t: TestContext, as: (who: Who) => Record<string, string>) {
  const res = await postOutlet(t, as(3), {
    name: 'خبرگزاری ابری',
    english_name: 'Cloud',
    link: 'https://cloud.example',
  });
  return res;
}

describe('uploads in an S3-compatible bucket', () => {
  const { t, as } = setupApp({
    actors: true,
    config: () => ({ storage: { driver: 's3', s3: s3.options({ prefix: 'site-a' }) } }),
  });

  it('stores a resized logo and its small copy in the bucket, and serves them at /media', async () => {
    const res = await createOutlet(t, as);
    expect(res.statusCode, res.body).toBe(201);
    const outlet = res.json() as { id: number; logo: string };
    expect(outlet.logo).toMatch(/^\/media\/logos\/[0-9a-f]{32}\.webp$/);
    const key = outlet.logo.replace('/media/', '');
    expect(await bucketKeys()).toEqual(
      expect.arrayContaining([`site-a/${key}`, `site-a/${key.replace('.webp', '-sm.webp')}`]),
    );
    const bucket = await S3Storage.open(s3.options({ prefix: 'site-a' }));
    const stored = await bucket.get(key);
    expect(stored?.contentType).toBe('image/webp');
    const bytes = await bytesOf(bucket, key);
    bucket.close();

    const served = await t.app.inject({ url: outlet.logo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(bytes!)).toBe(true);
  });

  it('serves one range of a file with 206, and the whole file for a range past its end', async () => {
    const res = await createOutlet(t, as);
    const { logo } = res.json() as { logo: string };
    const whole = await t.app.inject({ url: logo });
    const part = await t.app.inject({ url: logo, headers: { range: 'bytes=0-9' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${whole.rawPayload.length}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 10))).toBe(true);
    const past = await t.app.inject({ url: logo, headers: { range: 'bytes=99999999-' } });
    expect(past.statusCode).toBe(200);
    expect(past.rawPayload.equals(whole.rawPayload)).toBe(true);
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
    expect(await bucketKeys()).toContain(`site-a/${key}`);
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
    const res = await createOutlet(t, as);
    const outlet = res.json() as { id: number; logo: string };
    const key = `site-a/${outlet.logo.replace('/media/', '')}`;
    expect(await bucketKeys()).toContain(key);
    const deleted = await send(t, 'DELETE', `/api/news/Media/${outlet.id}/`, as(3));
    expect(deleted.statusCode).toBe(204);
    const left = await bucketKeys();
    expect(left).not.toContain(key);
    expect(left).not.toContain(key.replace('.webp', '-sm.webp'));
  });

  it('with the S3 server down, refuses the upload with an error and stores neither the outlet nor a file', async () => {
    const before = await bucketKeys();
    const outlets = async () =>
      (await t.app.inject({ url: '/api/news/Media/?page_size=100', headers: as(3) })).json();
    const listed = await outlets();
    await s3.stop();
    try {
      const res = await createOutlet(t, as);
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
      expect(res.json().detail).toMatch(/[\u0600-\u06FF]/);
    } finally {
      await s3.start();
    }
    expect(await outlets()).toEqual(listed);
    expect(await bucketKeys()).toEqual(before);
  }, 30_000);
});

describe('a bucket with a public origin', () => {
  const { t, as } = setupApp({
    actors: true,
    config: () => ({
      storage: { driver: 's3', s3: s3.options({ publicUrl: 'https://cdn.rasti.example/uploads' }) },
    }),
  });

  it('links files at the public origin and allows it in the CSP for images only', async () => {
    const res = await createOutlet(t, as);
    const outlet = res.json() as { logo: string };
    expect(outlet.logo).toMatch(/^https:\/\/cdn\.rasti\.example\/uploads\/logos\/[0-9a-f]{32}\.webp$/);
    const csp = String((await t.app.inject({ url: '/healthz' })).headers['content-security-policy']);
    expect(csp).toMatch(/img-src [^;]*https:\/\/cdn\.rasti\.example/);
    expect(csp).toContain(`script-src 'self' ${LIGHT_PAGE_SCRIPT_SOURCE};`);
  });
});
