// What other features may use of this one (the import-boundary rule in biome.json points them here).
export { OUTLET_SHOWS } from './outlets.routes.ts';
export { getPublicOutlet } from './outlets.service.ts';
