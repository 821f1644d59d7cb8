import { describe, expect, it } from 'vitest';
import { send } from '../../../test/factories.ts';
import { setupApp } from '../../../test/app.ts';

const { t } = setupApp();

describe('health and the shell of every response', () => {
  it('answers /healthz and /readyz with the database kind', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().database).toBe(process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');
  });

  it('sends a strict CSP and the other security headers on API answers and errors', async () => {
    for (const url of ['/healthz', '/api/nothing-here/']) {
      const res = await t.app.inject(url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('answers unknown API paths with a Persian JSON 404, never HTML', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/no/such/route/' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ code: 'not_found', detail: expect.stringMatching(/[\u0600-\u06FF]/) });
  });

  it('answers malformed JSON with a 400 JSON error', async () => {
    const res = await send(
      t,
      'POST',
      '/api/accounts/users/request_authentication/',
      { 'content-type': 'application/json' },
      '{"mobile": ',
    );
    expect([400, 404]).toContain(res.statusCode);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });
});
