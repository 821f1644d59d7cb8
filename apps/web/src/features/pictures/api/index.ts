export * from './picture-matches';
