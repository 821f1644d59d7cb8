// What other features may use of this one (the import-boundary rule in biome.json points them here).
export { OUTLET_SHOWS } from './outlets.routes.ts';
export { outletRanks } from './outlets.ranks.ts';
export { getPublicOutlet } from './outlets.service.ts';
