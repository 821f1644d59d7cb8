export * from './delete-outlet';
export * from './list-outlets';
export * from './save-outlet';
