import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CHANNEL_LABELS } from '@rasti/contract/dashboard';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { JalaliDatePicker } from '../../../components/JalaliDatePicker';
import { PageHeading } from '../../../components/PageHeading';
import { PageLoader } from '../../../components/PageLoader';
import { RetryButton } from '../../../components/RetryButton';
import { errorDetail } from '../../../lib/api/errors';
import { type DashboardPeriod, dashboardQuery, downloadDashboardCsv } from '../api/dashboard';
import { DashboardTables, fa, jalaliDay, percent } from '../components/DashboardTables';

const DAY_MS = 86_400_000;
const tehranDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** The Tehran day of a picked date (Unix seconds). */
const dayOf = (unix: number) => tehranDay.format(new Date(unix * 1000));
const unixOf = (day: string) => Math.floor(Date.parse(`${day}T12:00:00Z`) / 1000);

const COLORS = { web: '#1565c0', telegram: '#29b6f6', bale: '#2e7d32' } as const;

/** /dashboard (roles 2-5): what the tipline and the newsroom did in a period, as charts, tables and CSV. */
export default function DashboardPage() {
  const today = tehranDay.format(new Date());
  const [period, setPeriod] = useState<DashboardPeriod>({
    from: tehranDay.format(new Date(Date.now() - 29 * DAY_MS)),
    to: today,
  });
  const [csvError, setCsvError] = useState<string | null>(null);
  const figures = useQuery(dashboardQuery(period));
  const f = figures.data;
  return (
    <Box sx={{ p: { xs: 0, sm: 1 }, display: 'grid', gap: 3, minWidth: 0 }}>
      <PageHeading title="داشبورد" />
      <Paper
        component="section"
        aria-label="بازهٔ زمانی"
        sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2 }}
      >
        <JalaliDatePicker
          label="از"
          value={unixOf(period.from)}
          onChange={(v) => v != null && setPeriod((p) => ({ ...p, from: dayOf(v) }))}
        />
        <JalaliDatePicker
          label="تا"
          value={unixOf(period.to)}
          onChange={(v) => v != null && setPeriod((p) => ({ ...p, to: dayOf(v) }))}
        />
        <Button
          variant="outlined"
          onClick={() => {
            setCsvError(null);
            downloadDashboardCsv(period).catch((e: unknown) =>
              setCsvError(errorDetail(e, 'فایل ساخته نشد.')),
            );
          }}
        >
          دریافت CSV
        </Button>
        {csvError && <Alert severity="error">{csvError}</Alert>}
      </Paper>
      {figures.isPending ? (
        <PageLoader />
      ) : figures.isError ? (
        <Alert severity="error" action={<RetryButton query={figures} />}>
          {errorDetail(figures.error, 'آمار خوانده نشد.')}
        </Alert>
      ) : f ? (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            <Figure label="سهم پاسخ از بایگانی" value={percent(f.archive.share)} />
            <Figure label="میانهٔ زمان پاسخ" value={`${fa(f.time_to_answer.median_hours, 1)} ساعت`} />
            <Figure label="گروه‌های بی‌پاسخ" value={fa(f.open_groups.total)} />
          </Box>
          <Paper component="section" aria-labelledby="per-day" sx={{ p: 2, minWidth: 0 }}>
            <Typography id="per-day" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              درخواست‌ها در هر روز
            </Typography>
            {/* the chart is a picture of the table below: screen readers read the table */}
            <Box aria-hidden="true" sx={{ height: 280, direction: 'ltr' }}>
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={f.requests_per_day.map((d) => ({ ...d, label: jalaliDay(d.day) }))}>
                  <CartesianGrid strokeDasharray="3 3" />
                  {/* right to left: the first day at the right, the numbers' axis on the right */}
                  <XAxis dataKey="label" reversed tick={{ fontSize: 11 }} />
                  <YAxis orientation="right" allowDecimals={false} tickFormatter={(n: number) => fa(n)} />
                  <Tooltip formatter={(n) => fa(Number(n))} />
                  <Legend />
                  {(['web', 'telegram', 'bale'] as const).map((c) => (
                    <Bar key={c} dataKey={c} name={CHANNEL_LABELS[c]} stackId="a" fill={COLORS[c]} />
                  ))}
                </BarChart>
              </ResponsiveContainer>
            </Box>
          </Paper>
          <Paper component="section" aria-label="جدول آمار" sx={{ p: 2, overflowX: 'auto' }}>
            <DashboardTables figures={f} />
          </Paper>
        </>
      ) : null}
    </Box>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper sx={{ p: 2 }}>
      <Typography color="text.secondary" variant="body2">
        {label}
      </Typography>
      <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
    </Paper>
  );
}
