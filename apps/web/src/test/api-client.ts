// Set-up shared by the tests of the request core (lib/api: JSON calls and uploads).
import { afterEach, beforeEach, vi } from 'vitest';
import { session } from '../lib/auth/session-store';
import { ApiRequestError } from '../lib/api/errors';
import { hideBanner } from '../lib/ui/banner';
import { clearAllCookies } from './tokens';

/**
 * Before each test: no cookies, the session read afresh, `navigate` as its navigator and no banner;
 * after it, stubbed globals and fake timers are undone.
 */
export function freshClientEachTest(navigate: (to: string) => void = () => {}): void {
  beforeEach(() => {
    clearAllCookies();
    session.hydrate();
    session.setNavigator(navigate);
    hideBanner();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}

/** The error a request failed with (fails the test when it succeeds or throws something else). */
export async function failureOf(promise: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiRequestError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}
