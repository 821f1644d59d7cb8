// What other features may use of this one (the import-boundary rule in biome.json points them here).
export { presentSource } from './sources.presenter.ts';
export { type SourceRow, sourceColumns } from './sources.repository.ts';
export { sourcesOfSubject } from './sources.service.ts';
