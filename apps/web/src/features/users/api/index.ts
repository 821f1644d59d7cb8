export * from './list-users';
export * from './save-user';
export * from './set-user-active';
export * from './sign-in-link';
