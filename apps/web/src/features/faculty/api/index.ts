export * from './get-faculty-member';
export * from './list-faculty';
