import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { baseUrl, browserSkipped, openBrowser, type Session } from '../support/browser.ts';

// Uploaded pictures that are missing (every /media request answers 404 here) show the default logo or
// the no-image picture, on pages the server rendered too: their images fail before the app takes over.

interface Row {
  id: number;
}

/** Images that asked for an upload and ended broken; and how many show a default picture. */
const imageState = (page: Page) =>
  page.evaluate(() => {
    const images = [...document.images];
    return {
      broken: images
        .filter((i) => i.getAttribute('src')?.startsWith('/media/') && i.complete && i.naturalWidth === 0)
        .filter((i) => i.currentSrc !== '')
        .map((i) => i.getAttribute('src')),
      fallbacks: images.filter((i) => i.getAttribute('src')?.startsWith('/images/')).length,
    };
  });

async function expectFallbacks(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // the swap happens once the app has the element
  await page
    .waitForFunction(
      () =>
        ![...document.images].some(
          (i) =>
            i.getAttribute('src')?.startsWith('/media/') &&
            i.complete &&
            i.naturalWidth === 0 &&
            i.currentSrc,
        ),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  const state = await imageState(page);
  expect(state.broken, `${path}: broken images`).toEqual([]);
  expect(state.fallbacks, `${path}: default pictures shown`).toBeGreaterThan(0);
}

describe.skipIf(browserSkipped())('missing uploaded pictures', () => {
  let s: Session;
  afterEach(async () => {
    await s.close();
  });

  for (const width of [390, 1280]) {
    it(`show the default pictures from the first paint on the home and subject pages at ${width} px`, async () => {
      const [subject] = (await (
        await fetch(`${baseUrl()}/api/public/public-news-subject/?page_size=1`)
      ).json()) as Row[];
      expect(subject).toBeDefined();
      s = await openBrowser({ width, height: 900 });
      await s.context.route('**/media/**', (route) => route.fulfill({ status: 404, body: '' }));
      await expectFallbacks(s.page, '/');
      await expectFallbacks(s.page, `/news-subject-page/${subject!.id}`);
    });
  }
});
