export * from './accounts.ts';
export * from './catalogue.ts';
export * from './reviews.ts';
export * from './questions.ts';
