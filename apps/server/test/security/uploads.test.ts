import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { ERROR_CODES } from '@rasti/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { multipart } from '../factories.ts';
import { seededApp, type Who } from './seed.ts';

// Hostile files against every upload field: what a file is comes from its bytes; images are re-encoded
// (nothing of the upload but the picture survives) and stored under random names; what is refused leaves
// nothing behind.

const { t, seed } = await seededApp();
const has = (method: string, url: string) =>
  t.app.hasRoute({ method: method as 'GET', url: url.replace(/\/$/, '') });

interface UploadField {
  label: string;
  url: string;
  field: string;
  kind: 'image' | 'attachment';
  /** who sends it */
  who: Who;
}

const subjectUrl = `/api/news/news-subject/${seed.subjectId}/`;
const FIELDS: UploadField[] = [
  {
    label: 'avatar (own profile)',
    url: `/api/accounts/users/${seed.user[1]}/`,
    field: 'avatar',
    kind: 'image',
    who: 1,
  },
  {
    label: 'avatar (a super admin editing a user)',
    url: `/api/accounts/users/${seed.otherUserId}/`,
    field: 'avatar',
    kind: 'image',
    who: 2,
  },
  { label: 'subject main image', url: subjectUrl, field: 'main_images', kind: 'image', who: 2 },
  { label: 'subject file', url: subjectUrl, field: 'file', kind: 'attachment', who: 2 },
  { label: 'outlet logo', url: `/api/news/Media/${seed.outletId}/`, field: 'logo', kind: 'image', who: 3 },
  ...(has('PATCH', '/api/news/review-subject/:id/')
    ? [
        {
          label: 'review image',
          url: `/api/news/review-subject/${seed.reviewId}/`,
          field: 'main_images',
          kind: 'image' as const,
          who: 4 as const,
        },
      ]
    : []),
];
const IMAGE_FIELDS = FIELDS.filter((f) => f.kind === 'image');

const uploads = path.join(t.dataDir, 'uploads');
const storedFiles = (): string[] =>
  existsSync(uploads)
    ? readdirSync(uploads, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(uploads, path.join(e.parentPath, e.name)))
    : [];

async function upload(target: UploadField, bytes: Buffer, filename = 'upload.png', type = 'image/png') {
  const before = new Set(storedFiles());
  const body = await multipart({}, [{ name: target.field, bytes, filename, type }]);
  const res = await t.app.inject({
    method: 'PATCH',
    url: target.url,
    headers: { ...seed.headers(target.who), ...body.headers },
    payload: body.payload,
  });
  const added = storedFiles().filter((f) => !before.has(f));
  return { res, added };
}

const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .png()
    .toBuffer();

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A few hundred bytes that claim to be a 60000 × 60000 PNG: decoding it would take gigabytes. */
function pixelFlood(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(60_000, 0);
  header.writeUInt32BE(60_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(4096))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const SCRIPT = "<script>window.__xss('upload')</script>";
/** GIF header whose width bytes open a JavaScript comment: valid script, and a GIF by its magic number. */
const GIF_JS = Buffer.concat([
  Buffer.from('GIF89a/*', 'latin1'),
  Buffer.from([0x00, 0x00, 0x80, 0x00, 0x00, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x2c]),
  Buffer.alloc(16),
  Buffer.from(`*/=window.__xss('gif');${SCRIPT}`, 'latin1'),
]);
const SVG = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="window.__xss('svg')">${SCRIPT}</svg>`,
);
const HTML = Buffer.from(
  `<!doctype html><html><body><img src=x onerror="window.__xss('html')">${SCRIPT}</body></html>`,
);

/** A stored image is a WebP made by the server: none of the upload's other bytes survive. */
function expectCleanImages(added: string[]) {
  expect(added.length).toBeGreaterThan(0);
  for (const file of added) {
    expect(file).toMatch(/^[a-z]+\/[0-9a-f]{32}(?:-sm)?\.webp$/);
    const bytes = readFileSync(path.join(uploads, file));
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const text = bytes.toString('latin1');
    for (const marker of ['<script', '__xss', '<html', '<svg', 'passwd']) expect(text).not.toContain(marker);
  }
}

function expectRefused(
  result: { res: { statusCode: number; json(): unknown }; added: string[] },
  status: number,
) {
  expect(result.res.statusCode).toBe(status);
  const body = result.res.json() as { code: string; detail: string };
  expect(body.code).toBe(status === 413 ? ERROR_CODES.tooLarge : ERROR_CODES.unsupportedMedia);
  expect(body.detail).toMatch(/[\u0600-\u06FF]/);
  expect(result.added).toEqual([]);
}

describe.each(IMAGE_FIELDS)('image field: $label', (target) => {
  it('re-encodes a PNG with an HTML page appended, keeping none of the page', async () => {
    const polyglot = Buffer.concat([await png(), Buffer.from(`<html><body>${SCRIPT}</body></html>`)]);
    const result = await upload(target, polyglot, 'page.png');
    expect(result.res.statusCode).toBe(200);
    expectCleanImages(result.added);
  });

  it('stores a JPEG whose metadata carries a script without the metadata', async () => {
    const jpeg = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#808080' } })
      .jpeg()
      .withExif({ IFD0: { ImageDescription: SCRIPT, Artist: 'passwd' } })
      .toBuffer();
    expect(jpeg.toString('latin1')).toContain('__xss');
    const result = await upload(target, jpeg, 'photo.jpg', 'image/jpeg');
    expect(result.res.statusCode).toBe(200);
    expectCleanImages(result.added);
  });

  it('refuses a GIF/JavaScript polyglot (a GIF by its magic number that no decoder reads)', async () => {
    const result = await upload(target, GIF_JS, 'x.gif', 'image/gif');
    // re-encoding is the only way it could be kept, so a kept copy would be a clean WebP
    if (result.res.statusCode === 200) expectCleanImages(result.added);
    else expectRefused(result, 415);
  });

  it('refuses SVG and HTML named and typed as images, whatever the name and header say', async () => {
    expectRefused(await upload(target, SVG, 'logo.png', 'image/png'), 415);
    expectRefused(await upload(target, SVG, 'logo.svg', 'image/svg+xml'), 415);
    expectRefused(await upload(target, HTML, 'photo.jpg', 'image/jpeg'), 415);
    expectRefused(await upload(target, HTML, 'photo.gif', 'image/gif'), 415);
  });

  it('refuses a pixel flood (a tiny file claiming 60000 × 60000) before decoding it', async () => {
    expectRefused(await upload(target, pixelFlood(), 'flood.png'), 413);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const image = await png();
    const big = Buffer.concat([image, Buffer.alloc(5 * 1024 * 1024 + 1 - image.length)]);
    expectRefused(await upload(target, big, 'big.png'), 413);
  });

  it('ignores a path-traversal file name: the file lands under a random name inside the uploads folder', async () => {
    const before = existsSync('/etc/passwd.png');
    for (const name of [
      '../../etc/passwd.png',
      '..\\..\\..\\etc\\passwd.png',
      '/etc/passwd.png',
      '%2e%2e%2fpasswd.png',
    ]) {
      const result = await upload(target, await png(), name);
      expect(result.res.statusCode).toBe(200);
      expectCleanImages(result.added);
      expect(result.res.body).not.toContain('passwd');
      expect(result.res.body).not.toContain('..');
    }
    expect(existsSync('/etc/passwd.png')).toBe(before);
    expect(existsSync(path.join(t.dataDir, 'etc'))).toBe(false);
  });
});

describe('the attachment field (subject file)', () => {
  const target = FIELDS.find((f) => f.kind === 'attachment')!;

  it('keeps HTML and SVG only as plain-text downloads that a browser will not render', async () => {
    for (const [bytes, name] of [
      [HTML, 'report.pdf'],
      [SVG, 'chart.svg'],
    ] as const) {
      const result = await upload(target, bytes, name, 'application/pdf');
      expect(result.res.statusCode).toBe(200);
      expect(result.added).toHaveLength(1);
      expect(result.added[0]).toMatch(/^files\/[0-9a-f]{32}\.txt$/);
      const served = await t.app.inject({ url: `/media/${result.added[0]}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toMatch(/^text\/plain/);
      expect(served.headers['content-disposition']).toBe('attachment');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('refuses an executable named as a PDF, and a file over 20 MB', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512, 0)]);
    expectRefused(await upload(target, exe, 'report.pdf', 'application/pdf'), 415);
    expectRefused(
      await upload(target, Buffer.alloc(20 * 1024 * 1024 + 1, 0x61), 'big.txt', 'text/plain'),
      413,
    );
  });

  it('ignores a path-traversal file name', async () => {
    const result = await upload(
      target,
      Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
      '../../../etc/cron.d/x.pdf',
      'application/pdf',
    );
    expect(result.res.statusCode).toBe(200);
    expect(result.added).toEqual([expect.stringMatching(/^files\/[0-9a-f]{32}\.pdf$/)]);
    expect(result.res.body).not.toContain('cron');
  });
});

describe('stored images as served', () => {
  it('go out as image/webp with nosniff, so no browser reads one as a page', async () => {
    const result = await upload(IMAGE_FIELDS[0]!, Buffer.concat([await png(), Buffer.from(SCRIPT)]));
    for (const file of result.added) {
      const served = await t.app.inject({ url: `/media/${file}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('never serve a file from outside the uploads folder', async () => {
    for (const url of [
      '/media/../../../../etc/passwd',
      '/media/..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/media/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/media/avatars/..%5c..%5c..%5c..%5cetc%5cpasswd',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.body, url).not.toContain('root:x:0:0');
      expect(res.statusCode, url).not.toBe(200);
    }
  });
});
