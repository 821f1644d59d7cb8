// What other features may use of this one (the import-boundary rule in biome.json points them here).
export { verifyCopy } from './edition.signing.ts';
