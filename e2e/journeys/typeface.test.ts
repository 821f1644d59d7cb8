import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSkipped, openBrowser } from '../support/browser.ts';

// One typeface on every page: a first visit (an empty cache) over a slow link still ends up drawn in
// Vazirmatn, whether the server rendered the page or the app did (/login), and the page does not move
// while the fonts arrive.

/** A phone on a slow link: every request waits 300 ms, about 1.6 Mbit/s down. */
async function slowLink(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: 200_000,
    uploadThroughput: 100_000,
  });
  return cdp;
}

/** The fonts the browser really drew an element's text with (not the CSS list it asked for). */
async function drawnFonts(cdp: CDPSession, selector: string): Promise<string[]> {
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.map((font) => font.familyName);
}

describe.skipIf(browserSkipped())('the typeface', () => {
  it("draws the login page's heading in Vazirmatn on a first visit with an empty cache", async () => {
    const s = await openBrowser({ width: 390, height: 844 });
    try {
      const cdp = await slowLink(s.page);
      await s.page.goto('/login');
      const heading = s.page.locator('main h1');
      await heading.waitFor();
      await s.page.evaluate(() => document.fonts.ready);
      expect(await drawnFonts(cdp, 'main h1')).toEqual(['Vazirmatn']);
    } finally {
      await s.close();
    }
  });

  it('preloads the first screen’s faces and keeps the home page still while they arrive (CLS under 0.05)', async () => {
    const s = await openBrowser({ width: 390, height: 844 });
    try {
      await s.page.addInitScript(() => {
        const w = window as unknown as { layoutShift: number };
        w.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) w.layoutShift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const cdp = await slowLink(s.page);
      const response = await s.page.goto('/');
      const html = (await response?.text()) ?? '';
      expect(html).toMatch(
        /<link rel="preload" href="\/assets\/vazirmatn-arabic-400-normal-[^"]+\.woff2" as="font"/,
      );
      await s.page.locator('#scores tbody tr').first().waitFor();
      await s.page.evaluate(() => document.fonts.ready);
      expect(await drawnFonts(cdp, 'main h2')).toEqual(['Vazirmatn']);
      const shift = await s.page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
      console.info(`home page layout shift on a slow first visit: ${shift.toFixed(4)}`);
      expect(shift).toBeLessThan(0.05);
    } finally {
      await s.close();
    }
  });
});
