import { LIMITS } from '@rasti/contract/limits';
import { SERVER_MESSAGES } from '@rasti/contract/messages';
import { describe, expect, it } from 'vitest';
import { browserSkipped, demoMobile, signIn, useBrowser } from '../support/browser.ts';

// Rich text beyond the contract's bounds (here one paragraph more than LIMITS.richTextMaxElements, pasted
// into the about page's editor) is told so by the editor with the server's own sentence, and never sent.
// SCREENSHOTS=<folder> saves the message at phone and desktop widths.

const shots = process.env.SCREENSHOTS;

describe.skipIf(browserSkipped())('rich text beyond its bounds in Chromium', () => {
  const s = useBrowser();

  it('the about editor says the text is too large and sends nothing', { timeout: 180_000 }, async () => {
    const { page } = s;
    await signIn(page, demoMobile(2));
    await page.goto('/about');
    await page.getByRole('button', { name: 'ویرایش' }).click();
    const editor = page.getByRole('textbox', { name: 'متن صفحه‌ی درباره‌ی ما' });
    await editor.waitFor({ timeout: 60_000 });
    await editor.click();
    const paragraphs = '<p>بند</p>'.repeat(LIMITS.richTextMaxElements + 1);
    await page.evaluate((html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      document
        .querySelector('[contenteditable="true"]')!
        .dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, paragraphs);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') sent.push(request.url());
    });
    await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: SERVER_MESSAGES.richTextTooManyElements });
    await alert.waitFor({ timeout: 30_000 });
    expect(sent).toEqual([]);
    if (shots) {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
        await alert.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${shots}/rich-text-bounds-${width}.png` });
      }
    }
  });
});
