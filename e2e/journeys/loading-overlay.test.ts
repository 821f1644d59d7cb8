import { describe, expect, it } from 'vitest';
import { browserSkipped, PHONE_SIZE, useBrowser } from '../support/browser.ts';

// The loading screen's magnifier: the word under the lens is drawn inside the lens's rim, at every step.

describe.skipIf(browserSkipped())('the loading screen', () => {
  const s = useBrowser(PHONE_SIZE);

  it('keeps the active word inside the magnifier’s rim at each of its three steps', async () => {
    await s.page.emulateMedia({ reducedMotion: 'reduce' });
    await s.page.goto('/loading');
    await s.page.evaluate(() => document.fonts.ready);
    const seen = new Set<string>();
    for (let step = 0; step < 3; step += 1) {
      const active = await s.page.locator('[data-active-word]').getAttribute('data-active-word');
      const fit = await s.page.locator('[data-active-word]').evaluate((magnifier) => {
        const word = [...magnifier.children].find(
          (child) => child.textContent === magnifier.getAttribute('data-active-word'),
        )!;
        const range = document.createRange();
        range.selectNodeContents(word);
        const text = range.getBoundingClientRect();
        const circle = magnifier.querySelector('circle')!;
        // the circle's box runs along the middle of its stroke; the opening is half a stroke inside it
        const rim = circle.getBoundingClientRect();
        const unit = circle.ownerSVGElement!.getBoundingClientRect().width / 100;
        const halfStroke = (Number(circle.getAttribute('stroke-width')) / 2) * unit;
        return {
          text: { left: text.left, right: text.right },
          opening: { left: rim.left + halfStroke, right: rim.right - halfStroke },
        };
      });
      expect(fit.text.left, active ?? '').toBeGreaterThanOrEqual(fit.opening.left);
      expect(fit.text.right, active ?? '').toBeLessThanOrEqual(fit.opening.right);
      seen.add(active ?? '');
      await s.page.waitForFunction(
        (before) => document.querySelector('[data-active-word]')?.getAttribute('data-active-word') !== before,
        active,
        { timeout: 5000 },
      );
    }
    expect(seen.size).toBe(3);
  });
});
