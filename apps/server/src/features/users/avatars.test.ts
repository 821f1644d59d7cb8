import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import { ERROR_CODES, LIMITS, Role, SERVER_MESSAGES } from '@rasti/contract';
import { and, eq, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import { users } from '../../db/schema/index.ts';
import { smallImageKey } from '../../lib/images.ts';
import {
  bearer,
  type FilePart,
  freshMobile,
  makeUser,
  multipart,
  png,
  send,
  sendForm,
  tokenFor,
  updateUserAsStaleAdmin,
} from '../../../test/factories.ts';
import type { UserRow } from './users.repository.ts';

const { t } = setupApp();

const avatarsDir = () => path.join(t.dataDir, 'uploads', 'avatars');
const storedFiles = () => (existsSync(avatarsDir()) ? readdirSync(avatarsDir()).sort() : []);
const fileOf = (url: string) => path.join(t.dataDir, 'uploads', url.replace(/^\/media\//, ''));
const rowOf = async (id: number) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!;

const patchAvatar = async (row: UserRow, files: FilePart[], fields: Record<string, string> = {}) =>
  sendForm(t, 'PATCH', `/api/accounts/users/${row.id}/`, await tokenFor(t, row), fields, files);

/** A refused avatar: the status, the error naming the field, no file stored and the user as before. */
async function expectRefused(
  res: Awaited<ReturnType<typeof patchAvatar>>,
  status: number,
  code: string,
  detail: string,
  row: UserRow,
  filesBefore: string[],
) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ code, detail, fields: { avatar: [detail] } });
  expect(storedFiles()).toEqual(filesBefore);
  expect(await rowOf(row.id)).toEqual(row);
}

/** A valid PNG header claiming width × height, with a real (deflated, all-zero) 1-bit image body. */
function pixelFloodPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('avatars', () => {
  it('re-encodes an uploaded PNG to WebP under a random name, with a small variant, served under /media', async () => {
    const row = await makeUser(t);
    const res = await patchAvatar(row, [
      {
        name: 'avatar',
        bytes: await png(900, 600),
        filename: '../../etc/passwd.png',
        type: 'image/png',
      },
    ]);
    expect(res.statusCode).toBe(200);
    const url = res.json().avatar as string;
    expect(url).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.webp$/);
    expect(res.json().access).toEqual(expect.any(String));

    const served = await t.app.inject(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512 });

    const small = await sharp(fileOf(smallImageKey(url))).metadata();
    expect(small).toMatchObject({ format: 'webp', width: 128 });
    expect((await rowOf(row.id)).avatar).toBe(url.replace('/media/', ''));
    expect((await t.app.inject(`/api/accounts/users/${row.id}/`)).statusCode).toBe(401);
  });

  it('drops metadata (EXIF) and applies the orientation', async () => {
    const row = await makeUser(t);
    const jpeg = await sharp({ create: { width: 80, height: 40, channels: 3, background: '#3366aa' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret place' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await patchAvatar(row, [{ name: 'avatar', bytes: jpeg, type: 'image/jpeg' }]);
    expect(res.statusCode).toBe(200);
    const meta = await sharp(fileOf(res.json().avatar)).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([40, 80]); // rotated upright
  });

  it('replaces an avatar and deletes the old files; avatar="" removes it and its files', async () => {
    const row = await makeUser(t);
    const first = (await patchAvatar(row, [{ name: 'avatar', bytes: await png(64, 48) }])).json()
      .avatar as string;
    const second = (await patchAvatar(row, [{ name: 'avatar', bytes: await png(30, 30) }])).json()
      .avatar as string;
    expect(second).not.toBe(first);
    expect(existsSync(fileOf(first))).toBe(false);
    expect(existsSync(fileOf(smallImageKey(first)))).toBe(false);
    expect(existsSync(fileOf(second))).toBe(true);

    const removed = await patchAvatar(row, [], { avatar: '' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().avatar).toBeNull();
    expect((await rowOf(row.id)).avatar).toBeNull();
    expect(existsSync(fileOf(second))).toBe(false);
    expect(existsSync(fileOf(smallImageKey(second)))).toBe(false);
  });

  it('keeps the avatar when the field is absent or the file part is empty', async () => {
    const row = await makeUser(t);
    const url = (await patchAvatar(row, [{ name: 'avatar', bytes: await png(64, 48) }])).json().avatar;
    const res = await patchAvatar(row, [{ name: 'avatar', bytes: Buffer.alloc(0), filename: '' }], {
      first_name: 'بی‌تغییر',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().avatar).toBe(url);
    expect(existsSync(fileOf(url))).toBe(true);
  });

  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
  it.each([
    ['a text file', Buffer.from('just some words, not a picture'), 'notes.txt', 'text/plain'],
    ['an SVG', svg, 'face.svg', 'image/svg+xml'],
    ['HTML renamed .png', html, 'face.png', 'image/png'],
    ['a PDF', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'face.png', 'image/png'],
  ])(
    'refuses %s with 415 naming the field, storing and changing nothing',
    async (_name, bytes, filename, type) => {
      const row = await makeUser(t);
      const before = storedFiles();
      const res = await patchAvatar(row, [{ name: 'avatar', bytes, filename, type }], {
        first_name: 'نباید',
      });
      await expectRefused(res, 415, ERROR_CODES.unsupportedMedia, SERVER_MESSAGES.imageOnly, row, before);
    },
  );

  it('refuses a PNG header over a broken body with 415', async () => {
    const row = await makeUser(t);
    const image = await png(64, 48);
    const broken = Buffer.concat([image.subarray(0, 40), Buffer.alloc(50, 7)]);
    const res = await patchAvatar(row, [{ name: 'avatar', bytes: broken }]);
    expect(res.statusCode).toBe(415);
    expect(res.json().fields.avatar).toEqual([SERVER_MESSAGES.imageUnreadable]);
  });

  it('refuses a file over 5 MB with 413 naming the field', async () => {
    const row = await makeUser(t);
    const image = await png(64, 48);
    const big = Buffer.concat([image, Buffer.alloc(LIMITS.imageMaxBytes + 1 - image.length)]);
    const before = storedFiles();
    const res = await patchAvatar(row, [{ name: 'avatar', bytes: big }]);
    await expectRefused(res, 413, ERROR_CODES.tooLarge, SERVER_MESSAGES.imageTooLarge, row, before);
  });

  it('refuses a pixel flood (a small file claiming 20000 × 20000) before decoding it', async () => {
    const row = await makeUser(t);
    const bomb = pixelFloodPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(LIMITS.imageMaxBytes);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20_000);
    const started = Date.now();
    const res = await patchAvatar(row, [{ name: 'avatar', bytes: bomb }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().fields.avatar).toEqual([SERVER_MESSAGES.imageDimensions]);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await rowOf(row.id)).toEqual(row);
  });

  it('stores an avatar given when a super admin creates a user', async () => {
    const admin = await makeUser(t, { role: Role.SuperAdmin });
    const form = await multipart(
      { first_name: 'نیما', last_name: 'راد', mobile: freshMobile(), role: '1', gender: '1' },
      [{ name: 'avatar', bytes: await png(64, 48), type: 'image/png' }],
    );
    const res = await send(
      t,
      'POST',
      '/api/accounts/users/',
      { ...form.headers, ...bearer(await tokenFor(t, admin)) },
      form.payload,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().avatar).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.webp$/);
    expect(existsSync(fileOf(res.json().avatar))).toBe(true);
  });

  it('removes the new files when the save is refused after the upload was stored', async () => {
    // the last active super admin cannot be blocked: that refusal comes inside the transaction, after the upload
    const lastAdmin = await makeUser(t, { role: Role.SuperAdmin });
    await t.app.db
      .update(users)
      .set({ isActive: false })
      .where(and(eq(users.role, Role.SuperAdmin), ne(users.id, lastAdmin.id)));
    const stale = await makeUser(t, { role: Role.SuperAdmin, isActive: false });
    const before = storedFiles();
    const attempt = updateUserAsStaleAdmin(t, stale.id, {
      id: lastAdmin.id,
      input: { is_active: false },
      avatar: await png(64, 48),
    });
    await expect(attempt).rejects.toMatchObject({ statusCode: 409 });
    expect(storedFiles()).toEqual(before);
    expect(await rowOf(lastAdmin.id)).toEqual(lastAdmin);
  });
});
