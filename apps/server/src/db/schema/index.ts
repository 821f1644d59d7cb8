export * from './accounts.ts';
export * from './catalogue.ts';
export * from './reviews.ts';
export * from './scores.ts';
export * from './questions.ts';
export * from './trust.ts';
export * from './pictures.ts';
