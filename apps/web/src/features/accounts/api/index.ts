// What other features may use of accounts' data.
export { meQuery, meQueryKey, useMe } from './me';
