// What other features may use of this one (the import-boundary rule in biome.json points them here).
export { EditionKey } from './components/EditionKey';
