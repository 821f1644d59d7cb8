import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.1 A and AA, plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** At most this many elements are listed per rule, with a count of the rest. */
const NODES_PER_RULE = 8;

/**
 * Waits until the screen has really drawn its content, not the loader: the page's h1 is on screen, no
 * progress indicator is left in the page, the network is quiet, and running transitions have ended
 * (a half-faded element would give axe wrong colours).
 */
export async function settle(page: Page, ready?: string): Promise<void> {
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () =>
      !Array.from(document.querySelectorAll('[role="progressbar"]')).some(
        (el) => (el as HTMLElement).offsetParent !== null,
      ),
    undefined,
    { timeout: 20_000 },
  );
  if (ready) await page.locator(ready).first().waitFor({ state: 'visible', timeout: 20_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await animationsDone(page);
}

/** Sets the window to `size`, loads `url` and waits for its content (`settle`). */
export async function openSettled(
  page: Page,
  size: { width: number; height: number },
  url: string,
  ready?: string,
): Promise<void> {
  await page.setViewportSize(size);
  await page.goto(url);
  await settle(page, ready);
}

/** Every axe violation as readable lines: rule, impact, help, then each target with what failed. */
export async function axeProblems(page: Page): Promise<string[]> {
  let result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  if (result.violations.length > 0) {
    // A rotating slide (a new one fades in every few seconds) may have started to fade in while axe read its
    // colours, which a busy machine makes slow: look once more when it is done. A real problem is found again.
    await animationsDone(page);
    result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  }
  return result.violations.map((v) => {
    const nodes = v.nodes.slice(0, NODES_PER_RULE).map((n) => {
      const why = (n.failureSummary ?? '').replace(/\s*\n\s*/g, ' | ');
      return `    - ${n.target.join(' ')}\n      ${why}`;
    });
    const more = v.nodes.length > NODES_PER_RULE ? [`    … and ${v.nodes.length - NODES_PER_RULE} more`] : [];
    return [`  [${v.impact ?? 'n/a'}] ${v.id}: ${v.help} (${v.helpUrl})`, ...nodes, ...more].join('\n');
  });
}

/**
 * The structure every page shares: one h1, the Persian RTL root, one main landmark, alt text on every
 * image, and no sideways scrolling.
 */
export async function structureProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const html = document.documentElement;
    if (html.getAttribute('lang') !== 'fa' || html.getAttribute('dir') !== 'rtl')
      problems.push(`  <html> has lang="${html.getAttribute('lang')}" dir="${html.getAttribute('dir')}"`);
    const h1s = Array.from(document.querySelectorAll('h1'));
    if (h1s.length !== 1)
      problems.push(
        `  ${h1s.length} <h1> elements (want one): ${h1s.map((h) => JSON.stringify(h.textContent)).join(', ')}`,
      );
    const mains = document.querySelectorAll('main, [role="main"]').length;
    if (mains !== 1) problems.push(`  ${mains} main landmarks (want one)`);
    const noAlt = Array.from(document.querySelectorAll('img:not([alt])')).map(
      (img) => (img as HTMLImageElement).getAttribute('src') ?? '(no src)',
    );
    if (noAlt.length > 0) problems.push(`  images without alt: ${noAlt.join(', ')}`);
    const scroller = document.scrollingElement ?? html;
    if (scroller.scrollWidth > window.innerWidth + 1) {
      // name the widest offenders so the overflow can be found from the log
      const wide = Array.from(document.body.querySelectorAll('*'))
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && (r.left < -1 || r.right > window.innerWidth + 1);
        })
        .slice(0, 5)
        .map((el) => {
          const r = el.getBoundingClientRect();
          const cls = typeof el.className === 'string' ? el.className.split(' ').slice(0, 2).join('.') : '';
          return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${cls ? `.${cls}` : ''} [${Math.round(r.left)}..${Math.round(r.right)}]`;
        });
      problems.push(
        `  horizontal scroll: scrollWidth ${scroller.scrollWidth} > innerWidth ${window.innerWidth}; outside: ${wide.join(', ')}`,
      );
    }
    return problems;
  });
}

/** Loads a screen, waits for its content, and returns every axe and structure problem as one report. */
export async function audit(page: Page, url: string, ready?: string): Promise<string> {
  const response = await page.goto(url);
  if (response && response.status() >= 500) return `  ${url} answered ${response.status()}`;
  await settle(page, ready);
  return problemsHere(page);
}

/** Every axe and structure problem of the page as it is now (a menu or dialog may be open). */
export async function problemsHere(page: Page): Promise<string> {
  const problems = [...(await structureProblems(page)), ...(await axeProblems(page))];
  return problems.join('\n');
}

/** Waits until running finite animations and transitions have ended. */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/** Once animations have ended, fails naming `state` ("with the phone menu open") and every problem found. */
export async function expectNoProblemsHere(page: Page, state: string): Promise<void> {
  await animationsDone(page);
  const report = await problemsHere(page);
  if (report) throw new Error(`accessibility problems ${state}:\n${report}`);
}
