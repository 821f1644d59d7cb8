import type { DashboardFigures } from '@rasti/contract/dashboard';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, apiBlob } from '../../../lib/api/client';

export type DashboardPeriod = { from: string; to: string };

/** GET /news/dashboard/ (staff): the figures of a span of Tehran days. */
export const dashboardQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: ['dashboard', period.from, period.to],
    queryFn: ({ signal }) => api<DashboardFigures>('/news/dashboard/', { query: period, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /news/dashboard.csv: the same figures as a spreadsheet file, saved by the browser. */
export async function downloadDashboardCsv(period: DashboardPeriod): Promise<void> {
  const blob = await apiBlob('/news/dashboard.csv', { query: period });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `rasti-dashboard-${period.from}-${period.to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
