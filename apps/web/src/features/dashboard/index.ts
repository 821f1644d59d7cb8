export { downloadDashboardCsv } from './api/dashboard';
