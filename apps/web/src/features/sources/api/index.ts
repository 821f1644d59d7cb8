export * from './delete-source';
export * from './save-source';
