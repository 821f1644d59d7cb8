// What other features may use of this one (the import-boundary rule in biome.json points them here).
export { dashboardFigures, publicStatistics } from './dashboard.service.ts';
