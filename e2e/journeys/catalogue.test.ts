import { deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSkipped, demoMobile, PHONE_SIZE, signIn, useBrowser } from '../support/browser.ts';

// The newsroom's catalogue, end to end: an admin makes a category and an outlet, writes and publishes
// a subject with a picture and formatted text, and gives it two sources; then a visitor with no
// account finds it by a search typed with Arabic ي and ك, narrows the list by its category chip and
// opens it.

const run = Date.now().toString().slice(-5);
const CATEGORY = `خوراک و آشپزی ${run}`;
const CATEGORY_COLOR = '#1565c0';
const OUTLET = `خبرنامه نان و نمک ${run}`;
const OUTLET_EN = `Nan Namak ${run}`;
const TITLE = `کیک یلدایی سحرآمیز ${run}`;
// the same words as a visitor with an Arabic keyboard types them: ك and ي instead of ک and ی
const TYPED_SEARCH = 'كيك يلدايي سحرآميز';
const SOURCES = [
  { title: 'ادعای کیک لاغری در شب یلدا', summary: 'پیامی که کیک یلدایی را لاغرکننده معرفی می‌کند.' },
  { title: 'بازنشر ادعای کیک سحرآمیز', summary: 'همان ادعا با عکسی تازه در یک کانال دیگر.' },
];

/** A real PNG (width × height, one colour) for the upload fields; the server re-encodes what it gets. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Waits until no select's menu shows (the search box's hidden list of suggestions does not count). A menu
 * still closing would put its options beside the next select's, and a menu left open hides the page behind
 * it from role queries (MUI marks that aria-hidden): under a loaded CI the subject form's submit button was
 * not found for 30 s after the evaluation was picked.
 */
const menusGone = (page: Page) => page.getByRole('listbox').first().waitFor({ state: 'detached' });

/**
 * Picks `option` (the first enabled one when null) in the MUI select labelled `label` inside `scope` (by
 * default the page's main region), and waits until its menu has gone.
 */
async function choose(
  page: Page,
  label: RegExp,
  option: string | RegExp | null,
  scope: Locator = page.locator('main'),
) {
  await menusGone(page);
  await scope.getByRole('combobox', { name: label }).click();
  await page
    .getByRole('listbox')
    .getByRole('option', option === null ? { disabled: false } : { name: option })
    .first()
    .click();
  await menusGone(page);
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

describe.skipIf(browserSkipped())('catalogue journey in Chromium', () => {
  let subjectPath = '';

  describe('an admin builds a subject', () => {
    const s = useBrowser();

    it('signs in as an admin (role 3)', { timeout: 120_000 }, async () => {
      await signIn(s.page, demoMobile(3));
    });

    it('adds a dark category at /manage-categories', { timeout: 60_000 }, async () => {
      const { page } = s;
      await page.goto('/manage-categories');
      await page.getByRole('button', { name: 'افزودن دسته‌بندی جدید' }).click();
      await page.getByRole('textbox', { name: 'نام دسته' }).fill(CATEGORY);
      await page.getByRole('textbox', { name: 'رنگ زمینه' }).fill(CATEGORY_COLOR);
      await page.getByRole('button', { name: 'ثبت' }).click();
      await toast(page, 'دسته‌بندی جدید با موفقیت ثبت شد!');
    });

    it('adds a news outlet with a logo at /manage-media', { timeout: 60_000 }, async () => {
      const { page } = s;
      await page.goto('/manage-media');
      await page.getByRole('button', { name: 'افزودن رسانه جدید' }).click();
      const form = page.getByRole('region', { name: 'رسانه جدید' });
      await form.locator('input[type=file]').setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: png(64, 64, [40, 120, 60]),
      });
      await form.getByRole('textbox', { name: 'نام فارسی' }).fill(OUTLET);
      await form.getByRole('textbox', { name: 'نام انگلیسی' }).fill(OUTLET_EN);
      await choose(page, /^دسته‌بندی/, 'داخلی', form);
      await form.getByRole('textbox', { name: 'لینک' }).fill('nannamak.example');
      await form.getByRole('button', { name: 'ثبت' }).click();
      await toast(page, 'رسانه جدید با موفقیت ثبت شد!');
    });

    it('writes and publishes a subject with an image and formatted content', {
      timeout: 90_000,
    }, async () => {
      const { page } = s;
      await page.goto('/add-subject');
      await page.getByRole('textbox', { name: /^عنوان/ }).fill(TITLE);
      await page
        .getByRole('textbox', { name: /^چکیده/ })
        .fill('ادعا شده کیک یلدایی ویژه‌ای وزن را در یک شب کم می‌کند.');
      const editor = page.getByRole('textbox', { name: /^محتوا/ });
      await editor.click();
      await page.keyboard.type('نتیجه بررسی: ');
      await page.getByRole('button', { name: 'پررنگ' }).click();
      await page.keyboard.type('این ادعا نادرست است');
      await page.getByRole('button', { name: 'پررنگ' }).click();
      await page.keyboard.type(' و هیچ شیرینی‌ای لاغرکننده نیست.');
      await choose(page, /^دسته‌بندی/, CATEGORY);
      await choose(page, /^وضعیت/, 'منتشر شده');
      await choose(page, /^ارزیابی/, null);
      await page
        .locator('input[type=file][accept*="image"]')
        .first()
        .setInputFiles({
          name: 'cake.png',
          mimeType: 'image/png',
          buffer: png(320, 180, [200, 60, 90]),
        });
      await page.getByRole('button', { name: 'ثبت', exact: true }).click();
      // after a create the form opens the new subject's page (spec: after 2 s)
      await page.waitForURL(/\/news-subject-page\/\d+$/, { timeout: 20_000 });
      subjectPath = new URL(page.url()).pathname;
      await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
      await expect(page.getByTestId('subject-content').locator('strong').textContent()).resolves.toBe(
        'این ادعا نادرست است',
      );
      // the uploaded picture, stored by the server and shown at full width
      const picture = page.getByRole('img', { name: `تصویر ${TITLE}` });
      await picture.waitFor();
      await expect(picture.getAttribute('src')).resolves.toMatch(/^\/media\/.+\.webp$/);
      await expect
        .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
    });

    it('adds two sources on the subject page', { timeout: 90_000 }, async () => {
      const { page } = s;
      const sources = page.getByRole('region', { name: 'منابع منتشر شده' });
      for (const [i, source] of SOURCES.entries()) {
        await sources.getByRole('button', { name: 'افزودن منبع جدید' }).click();
        const form = page.getByRole('form', { name: 'افزودن منبع جدید' });
        // the form's check comes first: nothing is sent while the required fields are empty
        await form.getByRole('button', { name: 'ذخیره' }).click();
        await expect(form.getByRole('alert').textContent()).resolves.toBe(
          'لطفاً تمام فیلدهای عنوان و خبرگزاری و چکیده را پر کنید',
        );
        await form.getByRole('combobox', { name: /خبرگزاری/ }).fill(OUTLET.split(' ')[0]!);
        await page.getByRole('option', { name: OUTLET }).click();
        await form.getByRole('textbox', { name: /^عنوان/ }).fill(source.title);
        await form.getByRole('textbox', { name: 'لینک خبر' }).fill(`nannamak.example/news/${i + 1}`);
        await form.getByRole('textbox', { name: /^چکیده/ }).fill(source.summary);
        await form.getByRole('button', { name: 'ذخیره' }).click();
        await toast(page, 'منبع با موفقیت ثبت شد');
        await sources.getByRole('link', { name: `باز کردن خبر «${source.title}» در برگه جدید` }).waitFor();
      }
      await expect(sources.getByRole('article').count()).resolves.toBe(2);
      await expect(
        sources
          .getByRole('link', { name: `باز کردن خبر «${SOURCES[0]!.title}» در برگه جدید` })
          .getAttribute('href'),
      ).resolves.toBe('https://nannamak.example/news/1');
    });
  });

  describe('a visitor finds it', () => {
    const s = useBrowser(PHONE_SIZE);

    it('searches with Arabic ي and ك, filters by the category chip and opens the subject', {
      timeout: 60_000,
    }, async () => {
      expect(subjectPath).toMatch(/^\/news-subject-page\/\d+$/);
      const { page } = s;
      await page.goto('/news-subjects');
      await page.getByRole('heading', { level: 1, name: 'موضوعات روز' }).waitFor();
      await page.getByRole('searchbox', { name: 'جستجو در موضوعات' }).fill(TYPED_SEARCH);
      const card = page.getByRole('article').filter({ hasText: TITLE });
      await card.waitFor();
      await expect(new URL(page.url()).searchParams.get('q')).toBe(TYPED_SEARCH);

      // the category chip on the card narrows the list to that category
      await card.getByRole('button', { name: `نمایش موضوعات دسته ${CATEGORY}` }).click();
      await page.waitForURL((url) => url.searchParams.has('category'));
      const pressed = card.getByRole('button', { name: `حذف فیلتر دسته ${CATEGORY}` });
      await expect(pressed.getAttribute('aria-pressed')).resolves.toBe('true');
      // white text on the dark category colour
      await expect(pressed.evaluate((el) => getComputedStyle(el).color)).resolves.toBe('rgb(255, 255, 255)');
      // without the search, the category alone still leaves just this subject
      await page.getByRole('searchbox', { name: 'جستجو در موضوعات' }).fill('');
      await page.waitForURL((url) => !url.searchParams.has('q') && url.searchParams.has('category'));
      await page.getByText('۱ موضوع', { exact: true }).waitFor();
      await expect(page.getByRole('article').count()).resolves.toBe(1);

      await page.getByRole('article').getByRole('link', { name: TITLE }).click();
      await page.waitForURL((url) => url.pathname === subjectPath);
      await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
      const sources = page.getByRole('region', { name: 'منابع منتشر شده' });
      await expect(sources.getByRole('article').count()).resolves.toBe(2);
      // a visitor sees no editing
      await expect(sources.getByRole('button').count()).resolves.toBe(0);
      await expect(page.getByRole('button', { name: 'افزودن بررسی' }).count()).resolves.toBe(0);
    });
  });
});
