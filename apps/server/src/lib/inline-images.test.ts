import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { SERVER_MESSAGES } from '@rasti/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApp } from '../../test/app.ts';
import { form, makeCategory, makeEvaluation, png, send, snapshot } from '../../test/factories.ts';
import { cleanHtml } from './html.ts';
import {
  countInlineImages,
  INLINE_IMAGE_LIMITS,
  INLINE_IMAGE_MESSAGES,
  storeContentImages,
} from './inline-images.ts';

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
/** `n` different small PNGs as data URLs. */
const distinctImages = (n: number) =>
  Promise.all(Array.from({ length: n }, (_, i) => png(10 + i, 10).then((b) => dataUrl(b))));

describe('storeContentImages', () => {
  it('stores each different image once and puts its URL in place', async () => {
    const [a, b] = await distinctImages(2);
    const saved: Buffer[] = [];
    const html = cleanHtml(`<p><img src="${a}" alt="یک"></p><img src="${b}"><img src="${a}">`);
    const out = await storeContentImages(html, {
      save: async (bytes) => {
        saved.push(bytes);
        return `/media/subjects/${saved.length}.webp`;
      },
    });
    expect(countInlineImages(html)).toBe(2);
    expect(saved).toHaveLength(2);
    expect(out).toBe(
      '<p><img src="/media/subjects/1.webp" alt="یک"></p><img src="/media/subjects/2.webp"><img src="/media/subjects/1.webp">',
    );
  });

  it(`refuses more than ${INLINE_IMAGE_LIMITS.maxCount} images with a Persian 400, before saving any`, async () => {
    const images = await distinctImages(INLINE_IMAGE_LIMITS.maxCount + 1);
    let saves = 0;
    const html = cleanHtml(images.map((src) => `<img src="${src}">`).join(''));
    await expect(
      storeContentImages(html, {
        field: 'content',
        save: async () => {
          saves += 1;
          return '/media/x.webp';
        },
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      detail: INLINE_IMAGE_MESSAGES.tooMany,
      fields: { content: [INLINE_IMAGE_MESSAGES.tooMany] },
    });
    expect(saves).toBe(0);
  });

  it('refuses an image over 5 MB with a 413 naming the field', async () => {
    const big = Buffer.alloc(INLINE_IMAGE_LIMITS.maxBytes + 1, 1);
    await expect(
      storeContentImages(`<img src="${dataUrl(big)}">`, { field: 'content', save: async () => 'never' }),
    ).rejects.toMatchObject({ statusCode: 413, fields: { content: [SERVER_MESSAGES.imageTooLarge] } });
  });

  it('leaves HTML without inline images as it is', async () => {
    const html = '<p>متن <img src="/media/subjects/a.webp"></p>';
    expect(await storeContentImages(html, { save: async () => 'never' })).toBe(html);
  });
});

describe('inline images of a subject, through the API', () => {
  const { t, as } = setupApp({ actors: true });
  let categoryId: number;
  let evaluationId: number;

  beforeAll(async () => {
    categoryId = (await makeCategory(t, 'سلامت')).id;
    evaluationId = (await makeEvaluation(t, 'نادرست')).id;
  });

  const url = '/api/news/news-subject/';
  const subjectFiles = () => {
    const dir = path.join(t.dataDir, 'uploads', 'subjects');
    return existsSync(dir) ? readdirSync(dir).length : 0;
  };
  const create = async (content: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: as(2),
      payload: form(
        {
          title: 'موضوع',
          abstract: 'چکیده',
          content,
          category: categoryId,
          status: 2,
          reviews: evaluationId,
        },
        { main_images: await png() },
      ),
    });

  it('stores pasted images as re-encoded WebP files on create and on edit', async () => {
    const jpeg = await sharp({ create: { width: 1800, height: 900, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const res = await create(`<p>متن</p><img src="${dataUrl(jpeg, 'image/jpeg')}" alt="نمودار" width="300">`);
    expect(res.statusCode).toBe(201);
    const content = res.json().content as string;
    const src = /<img src="(\/media\/subjects\/[0-9a-f]+\.webp)" alt="نمودار" width="300">/.exec(
      content,
    )?.[1];
    expect(src).toBeDefined();
    const file = path.join(t.dataDir, 'uploads', src!.replace(/^\/media\//, ''));
    const meta = await sharp(file).metadata();
    expect(meta.format).toBe('webp');
    // resized to the content width
    expect(meta.width).toBe(1200);

    const [png2] = await distinctImages(1);
    const edited = await send(
      t,
      'PATCH',
      `${url}${res.json().id}/`,
      as(2),
      form({ content: `${content}<p><img src="${png2}"></p>` }),
    );
    expect(edited.statusCode).toBe(200);
    const after = edited.json().content as string;
    expect(after).not.toContain('data:');
    expect(after.match(/\/media\/subjects\/[0-9a-f]+\.webp/g)).toHaveLength(2);
  });

  it('refuses too many images and bytes that are not an image, storing nothing', async () => {
    const before = await snapshot(t);
    const files = subjectFiles();

    // (text too: content of images alone counts as empty, spec section 5)
    const images = await distinctImages(INLINE_IMAGE_LIMITS.maxCount + 1);
    const many = await create(`<p>متن</p>${images.map((src) => `<img src="${src}">`).join('')}`);
    expect(many.statusCode).toBe(400);
    expect(many.json()).toMatchObject({
      detail: INLINE_IMAGE_MESSAGES.tooMany,
      fields: { content: [INLINE_IMAGE_MESSAGES.tooMany] },
    });

    const fake = await create(`<p>x</p><img src="${dataUrl(Buffer.from('<?php system($_GET[1]); ?>'))}">`);
    expect(fake.statusCode).toBe(415);
    expect(fake.json().fields.content).toEqual([SERVER_MESSAGES.imageOnly]);

    expect(await snapshot(t)).toEqual(before);
    expect(subjectFiles()).toBe(files);
  });
});
