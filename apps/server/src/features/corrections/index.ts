// What other features may use of this one (the import-boundary rule in biome.json points them here).
export { correctionFor, correctionsOf, recordCorrection } from './corrections.service.ts';
export { presentCorrectionNote } from './corrections.presenter.ts';
export { itemCorrectionsField } from './corrections.repository.ts';
