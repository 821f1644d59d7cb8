import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LIGHT_PAGE_SCRIPT, LIGHT_PAGE_SCRIPT_SOURCE, withLightPageScript } from './light-page.ts';

describe('the light page decided in the head', () => {
  it('goes first in the head, after the charset where there is one', () => {
    const script = `<script>${LIGHT_PAGE_SCRIPT}</script>`;
    expect(
      withLightPageScript('<html><head><meta charset="UTF-8" /><link rel="stylesheet" href="/a.css">'),
    ).toBe(`<html><head><meta charset="UTF-8" />${script}<link rel="stylesheet" href="/a.css">`);
    expect(withLightPageScript('<html lang="fa"><head lang="fa"><title>راستی</title>')).toBe(
      `<html lang="fa"><head lang="fa">${script}<title>راستی</title>`,
    );
    expect(withLightPageScript('no page here')).toBe('no page here');
  });

  it('marks the page light on a 2G connection or with the data saver, and only then', () => {
    const marked = (connection: unknown) => {
      const dataset: Record<string, string> = {};
      runInNewContext(LIGHT_PAGE_SCRIPT, {
        navigator: connection === undefined ? {} : { connection },
        document: { documentElement: { dataset } },
      });
      return 'light' in dataset;
    };
    expect(marked({ effectiveType: '2g', saveData: false })).toBe(true);
    expect(marked({ effectiveType: 'slow-2g' })).toBe(true);
    expect(marked({ effectiveType: '4g', saveData: true })).toBe(true);
    expect(marked({ effectiveType: '3g', saveData: false })).toBe(false);
    expect(marked({ effectiveType: '4g' })).toBe(false);
    expect(marked({})).toBe(false);
    // a browser that reports nothing (Firefox, Safari) gets the full page
    expect(marked(undefined)).toBe(false);
  });

  it('is allowed by its own hash and nothing wider', () => {
    expect(LIGHT_PAGE_SCRIPT_SOURCE).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });
});
