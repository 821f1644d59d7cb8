import { afterEach, describe, expect, it } from 'vitest';
import { browserSkipped, openBrowser, type Session, signIn } from '../support/browser.ts';

// A Persian sentence naming Latin file types reads in the sentence's order (jpeg first, on the right),
// and a refused picture on edit profile is said once.

/** A number of this run only: the journey creates its own account. */
const MOBILE = `0938${String(Date.now() % 10_000_000).padStart(7, '0')}`;
const IMAGE_ONLY = /فقط فایل تصویری/;

describe.skipIf(browserSkipped())('Latin words in Persian messages', () => {
  let s: Session;
  afterEach(async () => {
    await s.close();
  });

  it('shows the file types in the sentence’s order, once, when a text file named .png is saved as the avatar', {
    timeout: 180_000,
  }, async () => {
    s = await openBrowser({ width: 390, height: 844 });
    await signIn(s.page, MOBILE);
    const gate = s.page.getByRole('dialog');
    await gate.waitFor();
    await gate.getByRole('textbox').nth(0).fill('لادن');
    await gate.getByRole('textbox').nth(1).fill('لاتین‌خوان');
    await gate.getByRole('button', { name: 'ارسال' }).click();
    await gate.waitFor({ state: 'detached' });

    await s.page.goto('/edit-profile');
    await s.page.getByLabel('انتخاب تصویر', { exact: true }).setInputFiles({
      name: 'note.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture at all'),
    });
    await s.page.getByRole('button', { name: 'ذخیره' }).click();
    const message = s.page.getByText(IMAGE_ONLY);
    await message.first().waitFor();
    expect(await message.count()).toBe(1);
    // where each word is drawn: in a right-to-left sentence the first-named type is the rightmost
    const x = await message.evaluate((element) => {
      const text = element.firstChild as Text;
      const at = (word: string) => {
        const range = document.createRange();
        const start = text.data.indexOf(word);
        range.setStart(text, start);
        range.setEnd(text, start + word.length);
        return range.getBoundingClientRect().left;
      };
      return { jpeg: at('jpeg'), png: at('png'), avif: at('avif') };
    });
    expect(x.jpeg).toBeGreaterThan(x.png);
    expect(x.png).toBeGreaterThan(x.avif);
  });
});
