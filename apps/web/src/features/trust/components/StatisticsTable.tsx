import type { PublicStatisticsMonth } from '@rasti/contract/dashboard';
import { JALALI_MONTH_NAMES } from '@rasti/contract/jalali-months';
import { toPersianDigits } from '@rasti/contract/persian';

const MONTHS = JALALI_MONTH_NAMES;

/** 'YYYY-MM' of the Jalali calendar as 'آذر ۱۴۰۵'. */
export const jalaliMonthName = (month: string) => {
  const [year, m] = month.split('-');
  return `${MONTHS[Number(m) - 1] ?? m} ${toPersianDigits(year ?? '')}`;
};
const fa = (n: number | null, digits = 0) =>
  n == null ? '—' : toPersianDigits(n.toLocaleString('en-US', { maximumFractionDigits: digits }));

/** The public statistics per month, as a table (the methodology page). */
export function StatisticsTable({ months, caption }: { months: PublicStatisticsMonth[]; caption: string }) {
  return (
    <table className="statistics-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">ماه</th>
          <th scope="col">پرسش‌های رسیده</th>
          <th scope="col">پرسش‌های پاسخ‌داده‌شده</th>
          <th scope="col">میانهٔ زمان پاسخ (ساعت)</th>
          <th scope="col">سهم پاسخ از بایگانی</th>
        </tr>
      </thead>
      <tbody>
        {months.map((m) => (
          <tr key={m.month}>
            <th scope="row">{jalaliMonthName(m.month)}</th>
            <td>{fa(m.received)}</td>
            <td>{fa(m.answered)}</td>
            <td>{fa(m.median_hours, 1)}</td>
            <td>{m.archive_share == null ? '—' : `${fa(m.archive_share * 100)}٪`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
