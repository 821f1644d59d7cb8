// What other features may use of this one (the import-boundary rule in biome.json points them here).
export { queueUpdateNotices, subjectUrl, syncAnswered } from './answer-notices.ts';
export { findSimilar, type SimilarItem } from './matching.ts';
export { fileMessengerQuestion } from './questions.service.ts';
export { type Rarity, rarityOf } from './rarity.ts';
