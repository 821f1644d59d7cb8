// What other features may use of this one (the import-boundary rule in biome.json points them here).
export { CARD_HEIGHT, CARD_WIDTH } from '../../lib/card-render.ts';
export { CardMaker, cardVersion, claimCardPng, reportCardContent, reportCardPath } from './cards.service.ts';
