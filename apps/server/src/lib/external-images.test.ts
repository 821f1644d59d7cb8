import { existsSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupApp } from '../../test/app.ts';
import { form, makeCategory, makeEvaluation, png, snapshot } from '../../test/factories.ts';
import { loadConfig } from '../config.ts';
import {
  EXTERNAL_IMAGE_MESSAGES,
  type ExternalImagePolicy,
  fetchExternalImage,
  isReachableAddress,
} from './external-images.ts';
import { cleanHtml } from './html.ts';
import { externalImageAddresses, storeContentImages } from './inline-images.ts';

// A picture named by its address is fetched once on save (ADR 36). The peer below is a real HTTP server on
// 127.0.0.1; loopback is refused unless a test lets that one address through.

let server: Server;
let origin: string;
let picture: Buffer;
const big = Buffer.alloc(5 * 1024 * 1024 + 10, 7);

beforeAll(async () => {
  picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#aa3300' } })
    .png()
    .toBuffer();
  server = createServer((req, res) => {
    const url = req.url ?? '/';
    const port = (server.address() as AddressInfo).port;
    if (url === '/pic.png') {
      res.writeHead(200, { 'content-type': 'image/png' }).end(picture);
    } else if (url === '/pic.png?a=1&b=2') {
      res.writeHead(200, { 'content-type': 'image/png' }).end(picture);
    } else if (url === '/text.png') {
      res.writeHead(200, { 'content-type': 'image/png' }).end('<?php echo 1; ?> not a picture');
    } else if (url === '/big-declared') {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(big.length) }).end(big);
    } else if (url === '/big-chunked') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.write(big.subarray(0, 3_000_000));
      res.end(big.subarray(3_000_000));
    } else if (url === '/slow') {
      // answers nothing: the fetch's time limit ends it
    } else if (url === '/missing') {
      res.writeHead(404).end();
    } else if (url === '/to-pic') {
      res.writeHead(302, { location: '/pic.png' }).end();
    } else if (url === '/to-loopback') {
      res.writeHead(302, { location: `http://127.0.0.2:${port}/pic.png` }).end();
    } else if (url === '/to-localhost') {
      res.writeHead(301, { location: `http://localhost:${port}/pic.png` }).end();
    } else if (url.startsWith('/hop/')) {
      const n = Number(url.slice(5));
      res.writeHead(302, { location: n > 0 ? `/hop/${n - 1}` : '/pic.png' }).end();
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const peerAllowed: ExternalImagePolicy = { allowAddresses: ['127.0.0.1'], timeoutMs: 1500, ownOrigins: [] };
const publicOnly: ExternalImagePolicy = { allowAddresses: [], timeoutMs: 1500, ownOrigins: [] };

/** The API's answer to a picture that could not be fetched (an AppError's statusCode is the status). */
const answer = (url: string, reason: string) => {
  const detail = EXTERNAL_IMAGE_MESSAGES.failed(url) + reason;
  return { detail, fields: { content: [detail] } };
};
const refusal = (url: string, reason: string) => ({ statusCode: 400, ...answer(url, reason) });

describe('isReachableAddress', () => {
  it('lets ordinary public addresses through and nothing of the server’s own networks', () => {
    for (const ok of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111']) {
      expect(isReachableAddress(ok), ok).toBe(true);
    }
    for (const no of [
      '127.0.0.1',
      '127.9.9.9',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '2002:7f00:1::1',
      '64:ff9b::a00:1',
      'not an address',
    ]) {
      expect(isReachableAddress(no), no).toBe(false);
    }
  });

  it('lets a test peer’s address through only when it is named', () => {
    expect(isReachableAddress('127.0.0.1', ['127.0.0.1'])).toBe(true);
    expect(isReachableAddress('::ffff:127.0.0.1', ['127.0.0.1'])).toBe(true);
    expect(isReachableAddress('127.0.0.2', ['127.0.0.1'])).toBe(false);
  });

  it('refuses the test setting in production', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        EXTERNAL_IMAGE_TEST_ADDRESSES: '127.0.0.1',
        PUBLIC_URL: 'https://rasti.example',
        JWT_SECRET: 'x'.repeat(40),
        HASH_KEY: 'y'.repeat(40),
        SMS_SENDER: 'kavenegar',
        KAVENEGAR_API_KEY: 'k',
      }),
    ).toThrow(/EXTERNAL_IMAGE_TEST_ADDRESSES/);
    expect(
      loadConfig({ NODE_ENV: 'test' }, { dataDir: '/tmp/rasti-x' }).externalImages.allowAddresses,
    ).toEqual([]);
  });
});

describe('fetchExternalImage', () => {
  it('fetches a picture from an allowed peer, following a redirect on the same address', async () => {
    expect(await fetchExternalImage(`${origin}/pic.png`, peerAllowed)).toEqual(picture);
    expect(await fetchExternalImage(`${origin}/to-pic`, peerAllowed)).toEqual(picture);
    expect(await fetchExternalImage(`${origin}/hop/1`, peerAllowed)).toEqual(picture);
  });

  it('refuses loopback by default, by address and by a name that resolves to it', async () => {
    await expect(fetchExternalImage(`${origin}/pic.png`, publicOnly)).rejects.toMatchObject(
      refusal(`${origin}/pic.png`, EXTERNAL_IMAGE_MESSAGES.privateAddress),
    );
    const port = (server.address() as AddressInfo).port;
    const byName = `http://localhost:${port}/pic.png`;
    await expect(fetchExternalImage(byName, publicOnly)).rejects.toMatchObject(
      refusal(byName, EXTERNAL_IMAGE_MESSAGES.privateAddress),
    );
  });

  it('refuses private, link-local and mapped addresses without connecting', async () => {
    for (const url of [
      'http://10.1.2.3/a.png',
      'http://192.168.0.10/a.png',
      'http://169.254.169.254/latest/meta-data',
      'http://[::ffff:127.0.0.1]/a.png',
      'http://[fd00::5]/a.png',
      'http://0.0.0.0/a.png',
    ]) {
      await expect(fetchExternalImage(url, publicOnly), url).rejects.toMatchObject(
        refusal(url, EXTERNAL_IMAGE_MESSAGES.privateAddress),
      );
    }
  });

  it('refuses a redirect to loopback and a redirect chain longer than two', async () => {
    await expect(fetchExternalImage(`${origin}/to-loopback`, peerAllowed)).rejects.toMatchObject(
      refusal(`${origin}/to-loopback`, EXTERNAL_IMAGE_MESSAGES.privateAddress),
    );
    // localhost resolves to loopback, which only 127.0.0.1 of the peer is let through as: ::1 is refused
    await expect(fetchExternalImage(`${origin}/to-localhost`, publicOnly)).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(fetchExternalImage(`${origin}/hop/2`, peerAllowed)).rejects.toMatchObject(
      refusal(`${origin}/hop/2`, EXTERNAL_IMAGE_MESSAGES.redirects),
    );
  });

  it('refuses an answer over 5 MB, declared or not, a missing one and one that never comes', async () => {
    for (const pathName of ['/big-declared', '/big-chunked']) {
      await expect(fetchExternalImage(`${origin}${pathName}`, peerAllowed)).rejects.toMatchObject(
        refusal(`${origin}${pathName}`, EXTERNAL_IMAGE_MESSAGES.tooLarge),
      );
    }
    await expect(fetchExternalImage(`${origin}/missing`, peerAllowed)).rejects.toMatchObject(
      refusal(`${origin}/missing`, EXTERNAL_IMAGE_MESSAGES.status(404)),
    );
    const quick = { ...peerAllowed, timeoutMs: 300 };
    await expect(fetchExternalImage(`${origin}/slow`, quick)).rejects.toMatchObject(
      refusal(`${origin}/slow`, EXTERNAL_IMAGE_MESSAGES.timeout(300)),
    );
  });

  it('refuses addresses that are not http or https', async () => {
    await expect(fetchExternalImage('ftp://example.com/a.png', peerAllowed)).rejects.toMatchObject(
      refusal('ftp://example.com/a.png', EXTERNAL_IMAGE_MESSAGES.protocol),
    );
  });
});

describe('storeContentImages with pictures named by address', () => {
  it('stores each address once, unescaping the attribute, and keeps the site’s own pictures', async () => {
    const policy = { ...peerAllowed, ownOrigins: ['https://rasti.example'] };
    const html = cleanHtml(
      `<p><img src="${origin}/pic.png?a=1&b=2" alt="الف"></p><img src="${origin}/pic.png?a=1&amp;b=2">` +
        '<img src="https://rasti.example/media/x.webp"><img src="/media/y.webp">',
    );
    expect(externalImageAddresses(html, policy)).toEqual([`${origin}/pic.png?a=1&b=2`]);
    const saved: Buffer[] = [];
    const out = await storeContentImages(html, {
      external: policy,
      save: async (bytes) => {
        saved.push(bytes);
        return '/media/subjects/1.webp';
      },
    });
    expect(saved).toEqual([picture]);
    expect(out).toBe(
      '<p><img src="/media/subjects/1.webp" alt="الف"></p><img src="/media/subjects/1.webp">' +
        '<img src="https://rasti.example/media/x.webp"><img src="/media/y.webp">',
    );
  });
});

describe('pictures named by address, through the subjects API', () => {
  const { t, as } = setupApp({
    actors: true,
    config: { externalImages: { allowAddresses: ['127.0.0.1'], timeoutMs: 1500 } },
  });
  let categoryId: number;
  let evaluationId: number;

  beforeAll(async () => {
    categoryId = (await makeCategory(t, 'سلامت')).id;
    evaluationId = (await makeEvaluation(t, 'نادرست')).id;
  });

  const subjectFiles = () => {
    const dir = path.join(t.dataDir, 'uploads', 'subjects');
    return existsSync(dir) ? readdirSync(dir).length : 0;
  };
  const create = async (content: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/news/news-subject/',
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

  it('copies the picture into our storage and puts our address in its place', async () => {
    const res = await create(`<p>متن</p><img src="${origin}/pic.png" alt="نمودار">`);
    expect(res.statusCode).toBe(201);
    const content = res.json().content as string;
    expect(content).not.toContain(origin);
    const src = /<img src="(\/media\/subjects\/[0-9a-f]+\.webp)" alt="نمودار">/.exec(content)?.[1];
    expect(src).toBeDefined();
    const meta = await sharp(path.join(t.dataDir, 'uploads', src!.replace(/^\/media\//, ''))).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 40, height: 30 });
  });

  it('refuses the save with a Persian 400 naming the address, storing nothing', async () => {
    const before = await snapshot(t);
    const files = subjectFiles();
    // the first picture would be stored, the second is not a picture: neither stays
    const res = await create(`<p>متن</p><img src="${origin}/pic.png"><img src="${origin}/text.png">`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(answer(`${origin}/text.png`, EXTERNAL_IMAGE_MESSAGES.notImage));
    expect(res.json().detail).toContain('آورده نشد');

    const loop = await create(`<p>متن</p><img src="${origin}/to-loopback">`);
    expect(loop.statusCode).toBe(400);
    expect(loop.json().detail).toContain(EXTERNAL_IMAGE_MESSAGES.privateAddress);

    expect(await snapshot(t)).toEqual(before);
    expect(subjectFiles()).toBe(files);
  });
});

describe('pictures named by a loopback address, with the default settings', () => {
  const { t, as } = setupApp({ actors: true });

  it('are refused on a site page', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/news/site-pages/about/',
      headers: as(2),
      payload: form({ body: `<p>درباره</p><img src="${origin}/pic.png">` }),
    });
    expect(res.statusCode, res.body).toBe(400);
    const detail =
      EXTERNAL_IMAGE_MESSAGES.failed(`${origin}/pic.png`) + EXTERNAL_IMAGE_MESSAGES.privateAddress;
    expect(res.json()).toMatchObject({ detail, fields: { body: [detail] } });
  });
});
