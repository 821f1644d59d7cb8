// What other features may use of this one (the import-boundary rule in biome.json points them here).
export { findOrCreateByMobile, findUserById, findUserByMobile } from './users.repository.ts';
export { setUserActive } from './users.service.ts';
