import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deleteTemporaryToken,
  readTemporaryToken,
  storeTemporaryToken,
  temporaryTokenCookie,
} from './temporary-token';

afterEach(() => {
  vi.restoreAllMocks();
  deleteTemporaryToken();
});

describe('the temporary token cookie (spec section 9)', () => {
  it('lives 3600 s on path / with SameSite=Lax, and is Secure only on https', () => {
    expect(temporaryTokenCookie('abc', false)).toBe(
      'temporary_token=abc; Max-Age=3600; Path=/; SameSite=Lax',
    );
    expect(temporaryTokenCookie('abc', true)).toBe(
      'temporary_token=abc; Max-Age=3600; Path=/; SameSite=Lax; Secure',
    );
  });

  it('is written with those attributes and read back by the login page', () => {
    const writes: string[] = [];
    const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      native.set!.call(document, value);
    });
    storeTemporaryToken('tok-123_xyz');
    // jsdom runs on http://localhost: no Secure flag
    expect(writes).toEqual(['temporary_token=tok-123_xyz; Max-Age=3600; Path=/; SameSite=Lax']);
    expect(readTemporaryToken()).toBe('tok-123_xyz');
  });

  it('is gone once deleted', () => {
    storeTemporaryToken('tok');
    deleteTemporaryToken();
    expect(readTemporaryToken()).toBeNull();
  });
});
