import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { findMisspellings } from './orthography.js';

const Z = '\u200C';
const ROOT = resolve(import.meta.dirname, '../../../..');

describe('the misspelling checker', () => {
  it.each([
    'دستهبندیها',
    'مدیریت رسانه ها',
    'گزارش بررسیها',
    'بررسی های صورت گرفته',
    'پربحثترین',
    'پر تقاضاترین',
    `پر بحث${Z}ترین`,
    'مرتبسازی',
    'مرتب سازی',
    'بررسیشده',
    'دسته بندی',
    'کاملترین',
    'این‌ها و آنها',
    'به زودی بررسی میشود',
    'نمیتوان',
    'نمی توان حذف کرد',
    'می شود',
    'کاربران خواسته اند',
    `داده${Z}های گزارش ${Z}و بیشتر کاملتر`,
  ])('finds a misspelling in %s', (text) => {
    expect(findMisspellings(text)).not.toEqual([]);
  });

  it.each([
    `دسته${Z}بندی${Z}ها`,
    `مدیریت رسانه${Z}ها`,
    `پربحث${Z}ترین`,
    'پرتقاضاترین و پربازدیدترین',
    `مرتب${Z}سازی`,
    `اخبار بررسی${Z}شده`,
    `می${Z}شود و نمی${Z}توان`,
    `کاربران خواسته${Z}اند`,
    // real words that only look like a misspelling
    'تهران بهتر از همیشه، تنها در دفتر دکتر',
    'میز، میزان، میانگین و میلیون',
    'تایید نشده و در انتهای فهرست',
    'سال‌ها و روزها در شهرها',
  ])('leaves %s alone', (text) => {
    expect(findMisspellings(text)).toEqual([]);
  });
});

/** Every non-test TypeScript file under a folder of the repository. */
function sourceFiles(folder: string): string[] {
  return (
    readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !/\.(test|testing)\.tsx?$/.test(f) && !/(^|\/)test\//.test(f))
      // the matcher's and grouping's word lists: colloquial spellings in normalised form (affixes joined)
      // on purpose, never shown (ADR 0013, ADR "grouping by the matcher")
      .filter((f) => f !== 'matching-words.ts' && f !== 'grouping-words.ts')
      .map((f) => join(ROOT, folder, f))
  );
}

/** The file's string literals, template parts and JSX text: compiled without comments, escapes read. */
function userText(file: string): string {
  const { code } = transformSync(readFileSync(file, 'utf8'), {
    loader: file.endsWith('.tsx') ? 'tsx' : 'ts',
    jsx: 'automatic',
    charset: 'utf8',
    legalComments: 'none',
  });
  return code.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

describe('Persian orthography of every user-facing text', () => {
  it('the web app, the contract, the server and the demo data spell with ZWNJ', () => {
    const files = [
      ...sourceFiles('apps/web/src'),
      ...sourceFiles('packages/contract/src'),
      ...sourceFiles('apps/server/src'),
    ];
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      findMisspellings(userText(file)).map((m) => `${relative(ROOT, file)}: ${m.word} (${m.rule})`),
    );
    found.push(
      ...findMisspellings(readFileSync(join(ROOT, 'apps/web/index.html'), 'utf8')).map(
        (m) => `apps/web/index.html: ${m.word} (${m.rule})`,
      ),
    );
    expect(found).toEqual([]);
  });
});
