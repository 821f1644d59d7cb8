// What other features may use of this one (the import-boundary rule in biome.json points them here).
export { archiveMonths } from './archive.service.ts';
export { isArchiveMonth, monthRange as archiveMonthRange } from './archive.months.ts';
