export * from './get-home';
export * from './right-column';
