import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalizePersian } from '@rasti/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { edited, SCREENSHOT_CLAIMS, screenshot } from '../../../test/fixtures/picture-set.ts';
import type { ChildJob, ChildReply } from '../../lib/child-process.ts';
import { OcrReader, OcrTimeout } from './ocr.ts';
import type { OcrRequest } from './ocr-process.ts';

// The OCR reader (ADR 32) on screenshots of Persian claims set in Vazirmatn (test/fixtures/picture-set.ts).

const words = (text: string) => normalizePersian(text).split(/\s+/).filter(Boolean);
/** The share of the claim's words that the reading holds. */
const recall = (claim: string, read: string) => {
  const got = new Set(words(read));
  const want = words(claim);
  return want.filter((w) => got.has(w)).length / want.length;
};

const reader = new OcrReader();
afterAll(() => reader.close());

describe('OCR reads the words of a Persian screenshot', () => {
  it('a screenshot and a half-size JPEG copy of it give most of the claim’s words', async () => {
    const original = await screenshot(0);
    const claim = SCREENSHOT_CLAIMS[0]!;
    expect(recall(claim, await reader.read(original))).toBeGreaterThanOrEqual(0.8);
    expect(recall(claim, await reader.read(await edited(original, 'half', 0)))).toBeGreaterThanOrEqual(0.6);
  });

  it('a picture past the time limit is refused and the next one is read by a fresh process', async () => {
    const hurried = new OcrReader({ timeoutMs: 1 });
    try {
      await expect(hurried.read(await screenshot(1))).rejects.toBeInstanceOf(OcrTimeout);
      expect(hurried.started).toBe(1);
      await expect(hurried.read(await screenshot(1))).rejects.toBeInstanceOf(OcrTimeout);
      // the timed-out process was killed: the second picture needed a new one
      expect(hurried.started).toBe(2);
    } finally {
      await hurried.close();
    }
    const text = await reader.read(await screenshot(1));
    expect(recall(SCREENSHOT_CLAIMS[1]!, text)).toBeGreaterThanOrEqual(0.6);
  });

  it('a process whose memory grew past its budget is replaced after the picture it read', async () => {
    const small = new OcrReader({ maxRssBytes: 1 });
    try {
      expect(recall(SCREENSHOT_CLAIMS[0]!, await small.read(await screenshot(0)))).toBeGreaterThanOrEqual(
        0.6,
      );
      expect(small.started).toBe(1);
      await small.read(await screenshot(0));
      expect(small.started).toBe(2);
    } finally {
      await small.close();
    }
  });

  it('nothing is fetched: the OCR process reads with every network call refused', async () => {
    // a module loaded before the OCR process that makes any socket, DNS lookup or fetch throw and be noted
    const guard = path.join(os.tmpdir(), `ocr-no-network-${process.pid}.mjs`);
    writeFileSync(
      guard,
      `import net from 'node:net'; import dns from 'node:dns';
       const refuse = (what) => () => { process.send?.({ network: what }); throw new Error('no network: ' + what); };
       net.Socket.prototype.connect = refuse('socket');
       dns.lookup = refuse('dns'); dns.promises.lookup = refuse('dns');
       globalThis.fetch = refuse('fetch');`,
    );
    const child = fork(fileURLToPath(new URL('./ocr-process.ts', import.meta.url)), [], {
      execArgv: ['--import', 'tsx', '--import', guard],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const attempts: string[] = [];
    const reply = await new Promise<ChildReply<string>>((resolve, reject) => {
      child.on('message', async (m: { ready?: boolean; network?: string } & Partial<ChildReply<string>>) => {
        if (m.network) attempts.push(m.network);
        else if (m.ready) child.send({ id: 1, request: await screenshot(2) } satisfies ChildJob<OcrRequest>);
        else resolve(m as ChildReply<string>);
      });
      child.once('exit', (code) => reject(new Error(`exited ${code}`)));
    });
    child.kill();
    expect(attempts).toEqual([]);
    expect('result' in reply && recall(SCREENSHOT_CLAIMS[2]!, reply.result)).toBeGreaterThanOrEqual(0.6);
  });
});
