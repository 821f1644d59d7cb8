import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api/errors';

/** A 4xx answer will not change on a second try; network trouble and 5xx get two more tries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (
    error instanceof ApiRequestError &&
    error.status !== null &&
    error.status >= 400 &&
    error.status < 500
  ) {
    return false;
  }
  return failureCount < 2;
}

/** `server`: a page being rendered on the server asks once and never waits for a retry. */
export function createQueryClient(options: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: options.server ? false : shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
