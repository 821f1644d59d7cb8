export * from './list-corrections';
