import { ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../app/providers/theme';
import { DATE_PICKER_MESSAGES, JalaliDatePicker, dateToUnix, unixToDate } from './JalaliDatePicker';

// 1403/01/01 (Nowruz) 12:00 in Tehran = 2024-03-20 08:30 UTC
const NOWRUZ_1403 = Date.UTC(2024, 2, 20, 8, 30) / 1000;

describe('Unix-seconds conversion', () => {
  it('reads numbers under 1e12 as seconds and larger ones as milliseconds', () => {
    expect(unixToDate(NOWRUZ_1403)?.toISOString()).toBe('2024-03-20T08:30:00.000Z');
    expect(unixToDate(NOWRUZ_1403 * 1000)?.toISOString()).toBe('2024-03-20T08:30:00.000Z');
  });

  it('gives no date for null, undefined and non-finite numbers', () => {
    expect(unixToDate(null)).toBeNull();
    expect(unixToDate(undefined)).toBeNull();
    expect(unixToDate(Number.NaN)).toBeNull();
  });

  it('turns a picked date into whole seconds and an invalid one into null', () => {
    expect(dateToUnix(new Date(Date.UTC(2024, 2, 20, 8, 30, 15, 999)))).toBe(NOWRUZ_1403 + 15);
    expect(dateToUnix(new Date(Number.NaN))).toBeNull();
    expect(dateToUnix(null)).toBeNull();
  });

  it('round-trips seconds', () => {
    expect(dateToUnix(unixToDate(NOWRUZ_1403))).toBe(NOWRUZ_1403);
  });
});

function Harness({ initial, onChange }: { initial: number | null; onChange: (v: number | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ThemeProvider theme={theme}>
      <JalaliDatePicker
        label="تاریخ خبر"
        value={value}
        required
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </ThemeProvider>
  );
}

/** The field's visible text (its sections), without the invisible bidi marks MUI puts around them. */
const fieldText = (group: HTMLElement) =>
  (group.textContent ?? '').replace(/[\u2066-\u2069\u200e\u200f]/g, '');

describe('JalaliDatePicker', () => {
  it('shows the Jalali date in Persian digits, labelled and marked required', () => {
    render(<Harness initial={NOWRUZ_1403} onChange={() => {}} />);
    const group = screen.getByRole('group', { name: /تاریخ خبر/ });
    expect(fieldText(group)).toContain('۱۴۰۳/۰۱/۰۱');
    const hidden = group.parentElement?.querySelector('input') as HTMLInputElement;
    expect(hidden.required).toBe(true);
    // each part is a labelled spin button for keyboards and screen readers
    for (const part of ['سال', 'ماه', 'روز'])
      expect(within(group).getByRole('spinbutton', { name: part })).toBeTruthy();
  });

  it('reports Unix seconds when a day is picked from the calendar', async () => {
    const onChange = vi.fn();
    render(<Harness initial={NOWRUZ_1403} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /تاریخ را انتخاب کنید/ }));
    const dialog = await screen.findByRole('dialog');
    // one Persian letter per weekday, Saturday first
    const heads = within(dialog)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(heads).toEqual(['ش', 'ی', 'د', 'س', 'چ', 'پ', 'ج']);
    // the calendar's day buttons are in Persian digits
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('gridcell', { name: '۲' }));
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    const seconds = onChange.mock.calls[0]![0] as number;
    expect(Number.isInteger(seconds)).toBe(true);
    expect(seconds).toBeLessThan(1e12);
    // 1403/01/02 is the day after 1403/01/01, whatever the time of day the picker keeps
    const picked = new Date(seconds * 1000);
    expect(
      new Intl.DateTimeFormat('en-u-ca-persian', {
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
      }).format(picked),
    ).toMatch(/^1\/2\/1403/);
  });

  it('changes the day with the keyboard and reports seconds', async () => {
    const onChange = vi.fn();
    render(<Harness initial={NOWRUZ_1403} onChange={onChange} />);
    const day = screen.getByRole('spinbutton', { name: 'روز' });
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    await user.click(day);
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]![0]).toBe(NOWRUZ_1403 + 24 * 3600);
    expect(fieldText(screen.getByRole('group', { name: /تاریخ خبر/ }))).toContain('۱۴۰۳/۰۱/۰۲');
  });

  it('shows the error it is given under the field', () => {
    render(
      <ThemeProvider theme={theme}>
        <JalaliDatePicker label="تاریخ خبر" value={null} onChange={() => {}} error="تاریخ الزامی است" />
      </ThemeProvider>,
    );
    expect(screen.getByText('تاریخ الزامی است')).toBeTruthy();
  });

  it('refuses a future date with a Persian message', () => {
    const nextYear = Math.floor(Date.now() / 1000) + 400 * 24 * 3600;
    render(<Harness initial={nextYear} onChange={() => {}} />);
    expect(screen.getByText(DATE_PICKER_MESSAGES.disableFuture)).toBeTruthy();
  });
});
