import { ERROR_CODES } from '@rasti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldsWithNul, jsonTooDeep } from '../../src/lib/text-input.ts';
import { createTestApp, type TestContext } from '../app.ts';

// Requests shaped to exhaust the server: deep JSON, slow bodies, malformed HTTP. Each gets a short
// {detail, code} answer (or a closed socket), never a 500, a stack overflow or a connection held open.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('deeply nested JSON', () => {
  const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;

  it('a 100 000-deep array to the refresh route is a 400 {detail, code}, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      headers: { 'content-type': 'application/json' },
      payload: deep(100_000),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ERROR_CODES.validation, detail: expect.any(String) });
  });

  it('counts depth outside strings only, and lets ordinary bodies through', async () => {
    expect(jsonTooDeep(deep(64))).toBe(false);
    expect(jsonTooDeep(deep(65))).toBe(true);
    expect(jsonTooDeep(JSON.stringify({ text: '['.repeat(1000) }))).toBe(false);
    expect(jsonTooDeep(JSON.stringify({ text: '\\"[[[[' }))).toBe(false);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: 'not-a-token' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('walks a deep value for NUL characters without recursion', () => {
    let value: unknown = 'a\u0000b';
    for (let i = 0; i < 100_000; i++) value = [value];
    expect(() => fieldsWithNul(value)).not.toThrow();
    expect(fieldsWithNul({ a: [{ b: 'x\u0000' }], c: 'ok' })).toEqual(['a.0.b']);
  });
});
