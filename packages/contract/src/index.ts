export * from './enums.ts';
export * from './limits.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './persian.ts';
export * from './common.ts';
export * from './accounts.ts';
export * from './catalogue.ts';
