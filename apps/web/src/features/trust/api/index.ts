export * from './about';
export * from './list-evaluations';
export * from './update-evaluation';
