import { PICTURE_READING_STATUS, type PictureTextAnswer, type SimilarMatchItem } from '@rasti/contract';
import { describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import { freshIp, makeSubject, multipart, rowCount } from '../../../test/factories.ts';
import { edited, SCREENSHOT_CLAIMS, screenshot } from '../../../test/fixtures/picture-set.ts';
import { pictureTexts } from '../../db/schema/index.ts';
import { contentHash, ocrReader, pictureTextSettled } from './picture-text.ts';

// 'Already checked?' by the words inside a picture (ADR 32): a screenshot of a published claim's text finds
// it through OCR, read once in the background; the POST answers at once and the GET fetches the rest.

const { t } = setupApp();

async function similar(fields: Record<string, string>, image: Buffer) {
  const body = await multipart(fields, [{ name: 'image', bytes: image, filename: 'x.png' }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/public/public-user-question/similar/',
    payload: body.payload,
    headers: body.headers,
    remoteAddress: freshIp(),
  });
}
const poll = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, remoteAddress: freshIp() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PictureTextAnswer;
};

describe("a screenshot's words find the published check of its claim", () => {
  it('202 with a Location at once, the GET answers image_text once read; the same POST then answers 200', async () => {
    const claim = SCREENSHOT_CLAIMS[0]!;
    const subject = await makeSubject(t, { title: claim, abstract: 'بررسی یک ادعای پرتکرار' });
    await makeSubject(t, { title: 'افزایش قیمت نان در تهران', abstract: 'بررسی ادعا' });
    const picture = await edited(await screenshot(0), 'half', 0);
    const hash = contentHash(picture);

    const first = await similar({}, picture);
    expect(first.statusCode, first.body).toBe(PICTURE_READING_STATUS);
    const location = first.headers.location as string;
    expect(location).toBe(`/api/public/public-user-question/similar/picture/${hash}/`);
    expect(await poll(location)).toEqual({ reading: true, items: [] });

    await pictureTextSettled(hash);
    const answer = await poll(location);
    expect(answer.reading).toBe(false);
    expect(answer.items[0]).toMatchObject({
      kind: 'subject',
      id: subject.id,
      match: 'image_text',
      url: `/news-subject-page/${subject.id}`,
    });

    const again = await similar({}, picture);
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as SimilarMatchItem[])[0]).toMatchObject({ id: subject.id, match: 'image_text' });
  });

  it('a picture is read once: sent twice at the same time and again later, Tesseract reads it once', async () => {
    const claim = SCREENSHOT_CLAIMS[1]!;
    const subject = await makeSubject(t, { title: claim, abstract: 'بررسی ادعا' });
    const picture = await edited(await screenshot(1), 'jpeg30', 1);
    const hash = contentHash(picture);
    const reads = ocrReader().reads;

    const [a, b] = await Promise.all([similar({}, picture), similar({}, picture)]);
    expect([a.statusCode, b.statusCode]).toEqual([PICTURE_READING_STATUS, PICTURE_READING_STATUS]);
    await pictureTextSettled(hash);
    const later = await similar({ text: 'یک پرسش دیگر درباره بنزین' }, picture);
    expect(later.statusCode).toBe(200);
    expect(later.json() as SimilarMatchItem[]).toContainEqual(
      expect.objectContaining({ id: subject.id, match: 'image_text' }),
    );
    expect(ocrReader().reads - reads).toBe(1);
    expect(await rowCount(t, pictureTexts)).toBeGreaterThanOrEqual(1);
  });

  it('a picture nobody sent answers nothing; a malformed hash is refused', async () => {
    expect(await poll(`/api/public/public-user-question/similar/picture/${'a'.repeat(64)}/`)).toEqual({
      reading: false,
      items: [],
    });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/public/public-user-question/similar/picture/xyz/',
      remoteAddress: freshIp(),
    });
    expect(bad.statusCode).toBe(400);
  });
});
