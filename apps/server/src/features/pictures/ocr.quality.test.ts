import { afterAll, describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import { OCR_TARGETS, scoreScreenshotsByWords } from '../../../test/fixtures/picture-ocr-eval.ts';
import { OcrReader } from './ocr.ts';

// The labelled screenshots through OCR and the typed-text matcher (ADR 32). A third of the checked ones keeps
// the test's time reasonable; the bench (bench/pictures.ts) reads all twenty.

const { t } = setupApp();
const reader = new OcrReader();
afterAll(() => reader.close());

describe('screenshots of published claims found through their words', () => {
  it('finds the check in the top five for at least 80 % of forwarded copies, and answers no unrelated one', async () => {
    const figures = await scoreScreenshotsByWords(t.database.db, reader, 7);
    if (process.env.MATCH_DEBUG) console.log(JSON.stringify(figures, null, 1));
    expect(figures.top5).toBeGreaterThanOrEqual(OCR_TARGETS.top5);
    expect(figures.falseMatches).toEqual([]);
  }, 300_000);
});
