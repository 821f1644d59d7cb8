import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { setupApp } from '../../test/app.ts';
import { LIGHT_PAGE_SCRIPT_SOURCE } from '../lib/light-page.ts';
import { securityHeaders } from './security.ts';

// The security headers are helmet's, worked out once and set on every response (plugins/security.ts).

const { t } = setupApp();

const OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] },
  },
  referrerPolicy: { policy: 'no-referrer' as const },
};

/** What helmet itself leaves on a real response. */
function helmetOnAResponse(options: typeof OPTIONS) {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  response.setHeader('X-Powered-By', 'something');
  helmet(options)(response.req, response, (err) => {
    if (err) throw err;
  });
  return response.getHeaders();
}

describe('security headers', () => {
  it('are what helmet sets on a response, its removals included', () => {
    const { set, removed } = securityHeaders(OPTIONS);
    const response = new ServerResponse(new IncomingMessage(new Socket()));
    response.setHeader('X-Powered-By', 'something');
    for (const name of removed) response.removeHeader(name);
    for (const [name, value] of set) response.setHeader(name, value);
    expect(response.getHeaders()).toEqual(helmetOnAResponse(OPTIONS));
    expect(removed).toContain('X-Powered-By');
    expect(response.getHeader('content-security-policy')).toBe("default-src 'self';img-src 'self' data:");
  });

  it('are on every kind of response: an answer, a page, a missing address and a refusal', async () => {
    const expected = {
      'content-security-policy': expect.stringMatching(
        new RegExp(
          `^default-src 'self';script-src 'self' ${LIGHT_PAGE_SCRIPT_SOURCE.replace(/[+/]/g, '\\$&')};.*frame-ancestors 'none'`,
        ),
      ),
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
      'permissions-policy': expect.stringContaining('camera=()'),
    };
    for (const [url, status] of [
      ['/api/public/public-category/', 200],
      ['/healthz', 200],
      ['/api/public/no-such-thing/', 404],
      ['/api/news/news-subject/', 401],
    ] as const) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers, url).toMatchObject(expected);
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });
});
