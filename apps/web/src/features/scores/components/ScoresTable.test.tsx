import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, setupUser } from '../../../test/render';
import { SCORES_TEXT } from '../messages';
import { removeMatchMedia, setPhoneScreen } from '../../../test/media-queries';
import { OUTLET_NAMES, scoreRows, scoreTypes } from '../test/scores-data';
import { ScoresTable } from './ScoresTable';

const bodyRowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const columnNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

// The table's static stylesheet, its rules under their own names (the tests do not bundle CSS: a CSS
// Module's class reads `_name_hash` there, as the build's reads a hashed name)
const moduleSheet = (() => {
  const style = document.createElement('style');
  style.textContent = readFileSync(path.join(import.meta.dirname, 'ScoresTable.module.css'), 'utf8');
  document.head.append(style);
  return style.sheet!;
})();

/** The style rules (media rules included) that name one of the element's own (CSS Module) classes. */
const cssOf = (element: Element): string => {
  const classes = [...element.classList].map((name) => /^_(\w+)_[0-9a-f]+$/.exec(name)?.[1]).filter(Boolean);
  const texts: string[] = [];
  for (const rule of moduleSheet.cssRules) {
    if (classes.some((name) => new RegExp(`\\.${name}\\b`).test(rule.cssText))) texts.push(rule.cssText);
  }
  return texts.join('\n');
};

afterEach(() => {
  removeMatchMedia();
});

/** Every column, on any screen: the outlet, its news count, each score type and the total. */
const ALL_COLUMNS = ['خبرگزاری', 'تعداد اخبار', 'درست', 'نیمه درست', 'شایعه', 'نادرست', 'مجموع'];

describe('ScoresTable', () => {
  it('links each outlet to its own page with its record, and the directory itself', () => {
    setPhoneScreen(false);
    renderWithProviders(<ScoresTable scoreTypes={scoreTypes} rows={scoreRows} />);
    const first = scoreRows[0]!;
    expect(screen.getByRole('link', { name: first.name })).toHaveAttribute('href', `/media/${first.id}`);
    expect(screen.getByRole('link', { name: SCORES_TEXT.allOutlets })).toHaveAttribute('href', '/media');
  });

  it('shows the top 5 outlets, then all of them, then 5 again', async () => {
    setPhoneScreen(false);
    const user = setupUser();
    renderWithProviders(<ScoresTable scoreTypes={scoreTypes} rows={scoreRows} />);

    expect(screen.getByRole('table')).toHaveAttribute('id', 'scores');
    expect(bodyRowNames()).toEqual(OUTLET_NAMES.slice(0, 5));
    const toggle = screen.getByRole('button', { name: SCORES_TEXT.showAll });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'scores');

    await user.click(toggle);
    expect(bodyRowNames()).toEqual(OUTLET_NAMES);
    expect(screen.getByRole('button', { name: SCORES_TEXT.showFewer })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.click(screen.getByRole('button', { name: SCORES_TEXT.showFewer }));
    expect(bodyRowNames()).toEqual(OUTLET_NAMES.slice(0, 5));
  });

  it('has no toggle when there are 5 outlets or fewer', () => {
    setPhoneScreen(false);
    renderWithProviders(<ScoresTable scoreTypes={scoreTypes} rows={scoreRows.slice(0, 5)} />);
    expect(bodyRowNames()).toHaveLength(5);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows every score type on wide screens, with counts, news count and total in Persian digits', () => {
    setPhoneScreen(false);
    renderWithProviders(<ScoresTable scoreTypes={scoreTypes} rows={scoreRows} />);
    expect(columnNames()).toEqual(ALL_COLUMNS);
    const first = screen.getAllByRole('row')[1]!;
    // counts 1, 1, 7, 7: news 16, total 1 + 3 + 35 + 56 = 95
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['۱۶', '۱', '۱', '۷', '۷', '۹۵']);
  });

  it('hides score types scored 5 or more on phones by CSS, drawing the same table as the server', () => {
    setPhoneScreen(true);
    renderWithProviders(<ScoresTable scoreTypes={scoreTypes} rows={scoreRows} />);
    // the same columns as on a wide screen (and in the server's page): nothing moves when the app takes over
    expect(columnNames()).toEqual(ALL_COLUMNS);
    const heads = within(screen.getByRole('table')).getAllByRole('columnheader');
    const first = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    // scores 5 and 7 ('شایعه', 'نادرست') are hidden below 600px, shown from there on
    for (const cell of [heads[4]!, heads[5]!, first[3]!, first[4]!]) {
      expect(cssOf(cell)).toMatch(/display: ?none/);
      expect(cssOf(cell)).toMatch(/@media \(min-width: ?600px\) ?\{[^{]*\{[^}]*display: ?table-cell/);
    }
    for (const cell of [heads[2]!, heads[3]!, first[1]!, first[2]!]) expect(cssOf(cell)).not.toMatch(/none/);
  });

  it('says so when no outlet has news yet', () => {
    setPhoneScreen(false);
    renderWithProviders(<ScoresTable scoreTypes={scoreTypes} rows={[]} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText(SCORES_TEXT.scoresEmpty)).toBeInTheDocument();
  });
});
