import { CHANNEL_LABELS, type DashboardFigures } from '@rasti/contract/dashboard';
import { toPersianDigits } from '@rasti/contract/persian';
import type { ReactNode } from 'react';
import { formatJalaliDate } from '../../../lib/jalali';
import styles from './DashboardTables.module.css';

/** A Tehran day 'YYYY-MM-DD' as a Jalali date with Persian digits. */
export const jalaliDay = (day: string) => formatJalaliDate(`${day}T12:00:00Z`);
export const fa = (n: number | null | undefined, digits = 0) =>
  n == null ? '—' : toPersianDigits(n.toLocaleString('en-US', { maximumFractionDigits: digits }));
export const percent = (share: number | null) => (share == null ? '—' : `${fa(share * 100, 1)}٪`);

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={head.length}>موردی نیست.</td>
          </tr>
        ) : (
          rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the figures in their order
            <tr key={i}>
              <th scope="row">{row[0]}</th>
              {row.slice(1).map((c, j) => (
                <td key={head[j + 1]}>{c}</td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/** The dashboard's numbers as tables (what the charts show, for screen readers and for reading exactly). */
export function DashboardTables({ figures: f }: { figures: DashboardFigures }) {
  return (
    <div className={styles.tables}>
      <Table
        caption="درخواست‌ها در هر روز به تفکیک مجرا"
        head={['روز', CHANNEL_LABELS.web!, CHANNEL_LABELS.telegram!, CHANNEL_LABELS.bale!, 'همه']}
        rows={f.requests_per_day.map((d) => [
          jalaliDay(d.day),
          fa(d.web),
          fa(d.telegram),
          fa(d.bale),
          fa(d.total),
        ])}
      />
      <Table
        caption="پاسخ از بایگانی در برابر پرسش‌های ثبت‌شده"
        head={['پیشنهاد بازشده در فرم پرسش', 'پاسخ فوری بات', 'پرسش ثبت‌شده', 'سهم پاسخ از بایگانی']}
        rows={[
          [
            fa(f.archive.suggestions_opened),
            fa(f.archive.bot_instant),
            fa(f.archive.filed),
            percent(f.archive.share),
          ],
        ]}
      />
      <Table
        caption="زمان از نخستین پرسش گروه تا پاسخ"
        head={['گروه‌های پاسخ‌داده‌شده', 'میانه (ساعت)', 'صدک ۹۰ (ساعت)']}
        rows={[
          [
            fa(f.time_to_answer.groups),
            fa(f.time_to_answer.median_hours, 1),
            fa(f.time_to_answer.p90_hours, 1),
          ],
        ]}
      />
      <Table
        caption={`گروه‌های بی‌پاسخ (${fa(f.open_groups.total)} گروه؛ پرتقاضاترین‌ها)`}
        head={['عنوان', 'تقاضا', 'نخستین پرسش', 'سن (روز)']}
        rows={f.open_groups.top.map((g) => [
          g.title,
          fa(g.demand),
          formatJalaliDate(g.first_asked),
          fa(g.age_days),
        ])}
      />
      <Table
        caption="پاسخ‌های فرستاده و رسیده به تفکیک مجرا"
        head={['مجرا', 'فرستاده', 'رسیده']}
        rows={f.answers_by_channel.map((a) => [
          CHANNEL_LABELS[a.channel] ?? a.channel,
          fa(a.sent),
          fa(a.delivered),
        ])}
      />
      <Table
        caption="بررسی‌های منتشرشده در هر هفته به تفکیک حکم"
        head={['هفتهٔ آغازشده از', 'حکم', 'تعداد']}
        rows={f.reviews_per_week.map((r) => [jalaliDay(r.week), r.verdict, fa(r.count)])}
      />
    </div>
  );
}
