import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { SHELL_INDEX, webDist } from '../../../test/factories.ts';

// A server bundle that fails while its rendering threads load it (a broken build, or a thread that runs out
// of memory at start): every thread dies before it is ready.
const BROKEN_ENTRY = `throw new Error('this bundle cannot start');\nexport function renderPage() {}\n`;

describe('rendering threads that die at start', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({
      webDist: webDist(SHELL_INDEX, { '.ssr/entry-server.js': BROKEN_ENTRY }),
      render: { workers: 2, queue: 0, timeoutMs: 2000 },
    });
  });
  afterAll(() => t.close());

  it('leave the server up, answering the plain page that the browser draws', async () => {
    expect(await t.app.serverRenderer()).toBeNull();
    for (const page of ['/', '/news-reports', '/about']) {
      const res = await t.app.inject(page);
      expect(res.statusCode, page).toBe(200);
      expect(res.body, page).toContain('<div id="root"></div>');
    }
    // and the API still answers
    expect((await t.app.inject('/api/public/home/')).statusCode).toBe(200);
  });
});
