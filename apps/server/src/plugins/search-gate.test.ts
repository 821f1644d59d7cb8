import { SERVER_MESSAGES } from '@rasti/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, setupApp } from '../../test/app.ts';
import { makeSubject } from '../../test/factories.ts';
import { SEARCH_GATE } from './search-gate.ts';

const { t } = setupApp({ config: { publicCache: true } });

/** Every slot of the search gate and every place in its line taken; `free()` gives them all back. */
async function fillGate() {
  const gate = t.app.searchGate;
  const held: (() => void)[] = [];
  const lined: Promise<(() => void) | null>[] = [];
  // slots are given at once, until one is not
  for (;;) {
    const entered = gate.enter();
    if (gate.waiting > 0) {
      lined.push(entered);
      break;
    }
    held.push((await entered) as () => void);
  }
  while (gate.waiting < SEARCH_GATE.queue) lined.push(gate.enter());
  return {
    async free() {
      for (const release of held) release();
      for (const entered of lined) (await entered)?.();
    },
  };
}

let filled: Awaited<ReturnType<typeof fillGate>> | null = null;
afterEach(async () => {
  await filled?.free();
  filled = null;
});

describe('the search gate', () => {
  it('refuses a public search at once with 429, Retry-After and a Persian sentence while it is full', async () => {
    await makeSubject(t, { title: 'واکسن و شایعه‌ی تازه' });
    filled = await fillGate();
    for (const url of [
      `/api/public/public-news-subject/?search=${encodeURIComponent('ژژژ')}`,
      '/api/public/public-news-review/?search=qqq',
      `/api/public/search/?q=${encodeURIComponent('واکس')}`,
    ]) {
      const answer = await t.app.inject({ url });
      expect(answer.statusCode, url).toBe(429);
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.json()).toMatchObject({ code: 'throttled', detail: SERVER_MESSAGES.rateLimited });
    }
    await filled.free();
    filled = null;
    const answer = await t.app.inject({
      url: `/api/public/public-news-subject/?search=${encodeURIComponent('ژژژ')}`,
    });
    expect(answer.statusCode).toBe(200);
  });

  it('refuses a search at once while the searches have spent their share of time, and lets texts that are no search by', async () => {
    const url = `/api/public/public-news-subject/?search=${encodeURIComponent('زمستان')}`;
    // the production share (the tests' servers take the whole time, which is never spent)
    const shared = await createTestApp({ publicCache: true, searchTimeShare: 0.25 });
    try {
      const left = shared.app.searchBudget.leftMs;
      shared.app.searchBudget.spend(left + 60_000);
      const refused = await shared.app.inject({ url });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('1');
      // two letters are no search (ADR 26): nothing to hold the thread, nothing refused
      const short = await shared.app.inject({
        url: `/api/public/public-news-subject/?search=${encodeURIComponent('زم')}`,
      });
      expect(short.statusCode).toBe(200);
      shared.app.searchBudget.spend(-(left + 60_000));
      expect((await shared.app.inject({ url })).statusCode).toBe(200);
    } finally {
      await shared.close();
    }
  });

  it('never stops a list without a search, nor a search the public cache already holds', async () => {
    await makeSubject(t, { title: 'ادعای کم‌یاب درباره‌ی آب' });
    const cachedUrl = `/api/public/public-news-subject/?search=${encodeURIComponent('کم‌یاب')}`;
    const first = await t.app.inject({ url: cachedUrl });
    expect(first.statusCode).toBe(200);
    filled = await fillGate();
    const again = await t.app.inject({ url: cachedUrl });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect((await t.app.inject({ url: '/api/public/public-news-subject/?page=1' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/public/public-news-review/?search=' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/public/public-news-review/?search=qq' })).statusCode).toBe(200);
  });

  it('gives its slot back when the answer is sent, so searches one after another all run', async () => {
    for (let i = 0; i < 10; i++) {
      const answer = await t.app.inject({ url: `/api/public/search/?q=${encodeURIComponent(`متن ${i}`)}` });
      expect(answer.statusCode).toBe(200);
    }
    expect(t.app.searchGate.running).toBe(0);
    expect(t.app.searchGate.waiting).toBe(0);
  });
});
