export * from './list-categories';
export * from './save-category';
