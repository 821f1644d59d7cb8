import { ERROR_CODES } from '@rasti/contract';
import { describe, expect, it } from 'vitest';
import { setupApp } from '../app.ts';

// A multipart body the parser cannot read (no boundary, a boundary it never meets, cut short) is the
// sender's mistake: a 400 {detail, code}, never a 500, and nothing stored.

const { t, as } = setupApp({ actors: true });
const url = '/api/news/Media/';

const post = (contentType: string, payload: string) =>
  t.app.inject({ method: 'POST', url, headers: { ...as(2), 'content-type': contentType }, payload });

const part = (name: string, value: string, boundary = 'XyZ') =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

describe('malformed multipart bodies', () => {
  const cases: Record<string, [string, string]> = {
    'no boundary': ['multipart/form-data', part('name', 'رسانه')],
    'an empty boundary': ['multipart/form-data; boundary=', part('name', 'رسانه')],
    'a boundary never met': ['multipart/form-data; boundary=other', part('name', 'رسانه')],
    'truncated mid-part': ['multipart/form-data; boundary=XyZ', part('name', 'رسانه').slice(0, 40)],
    'no closing boundary': ['multipart/form-data; boundary=XyZ', part('name', 'رسانه')],
    'a part without headers': ['multipart/form-data; boundary=XyZ', '--XyZ\r\n\r\nx\r\n--XyZ--\r\n'],
  };
  for (const [name, [contentType, payload]] of Object.entries(cases)) {
    it(`${name}: 400 {detail, code}`, async () => {
      const res = await post(contentType, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ detail: expect.any(String), code: ERROR_CODES.validation });
    });
  }
});
