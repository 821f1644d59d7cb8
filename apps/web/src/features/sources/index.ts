// What other features may use of this one (the import-boundary rule in biome.json points them here).
export { SourceCard } from './components/SourceCard';
export { OutletPicker } from './components/OutletPicker';
export type { OutletChoice } from './validate-source-form';
