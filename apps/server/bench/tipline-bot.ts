/**
 * The messenger tipline's figures (features/tipline-bot), printed beside their targets, on a temporary PGlite
 * copy of the demo data with the labelled set's subjects added. The bot is the real one (grammY long polling)
 * talking to the tests' Bot API peer on 127.0.0.1; its gathering window is set to 0, so the times are the
 * bot's own work after a request is complete (a reader waits the 15 s window on top). Run by `npm run bench`
 * after the other figures, or alone: `npm run bench:tipline-bot -w @rasti/server`.
 *
 * - time from an update's arrival at the peer to the bot's reply there (p50, p95), for a text already
 *   checked (answered with its card) and for a new one (filed, acknowledged);
 * - the archive's share of the labelled set (test/fixtures/matching-corpus.ts) asked through the bot:
 *   answered at once with the right card, the right claim among the buttons, or filed;
 * - a flood of 200 updates a second for 10 s (each a new rumour from its own chat) while one reader asks the
 *   public subjects list again and again: the reader's p50 and p99 (target p99 under 300 ms), the updates
 *   handled during the flood and the time to drain the rest, the deepest queue seen (updates the bot has
 *   not taken from the peer, and requests waiting to be settled), and the server's CPU time per update.
 *   The peer, the flood and the reader run in a process of their own (bench/tipline-peer-process.ts), so
 *   they never share the server's event loop; `--flood-only` runs this figure alone.
 *
 * `--cpu-prof=<file>` writes the server process's CPU profile of the flood and its drain (a .cpuprofile
 * that Chrome's DevTools opens), to see what an update costs.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.ts';
import { bootstrapData } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { tiplineBotsOf } from '../src/features/tipline-bot/index.ts';
import { CORPUS_QUESTIONS, CORPUS_SUBJECTS } from '../test/fixtures/matching-corpus.ts';
import { loadCorpus } from '../test/fixtures/matching-eval.ts';
import { quantile } from './figures.ts';
import { PeerProcess, type SentCall } from './tipline-peer-process.ts';

export const TIPLINE_BOT_TARGETS = { floodReaderP99Ms: 300 };

const TOKEN = '1:bench';
const ms = (n: number) => `${n.toFixed(1)} ms`;
const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

export interface TiplineBotFigures {
  checked: { p50: number; p95: number };
  fresh: { p50: number; p95: number };
  archive: { answered: number; offered: number; filed: number; questions: number };
  flood: {
    updates: number;
    readerP50: number;
    readerP99: number;
    readerRequests: number;
    handledDuring: number;
    drainMs: number;
    deepestPending: number;
    deepestInLane: number;
    cpuMsPerUpdate: number;
  };
}

export async function tiplineBotFigures(
  log: (line: string) => void = console.log,
  { floodOnly = false, profileTo }: { floodOnly?: boolean; profileTo?: string } = {},
): Promise<TiplineBotFigures> {
  const peer = await new PeerProcess().start();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rasti-tipline-bot-'));
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  const config = loadConfig(
    { NODE_ENV: 'test' },
    {
      dataDir,
      seedDemo: true,
      logLevel: 'silent',
      publicCache: false,
      host: '127.0.0.1',
      port: 0,
      webDist: path.join(dataDir, 'no-web'),
      tipline: {
        bots: [{ messenger: 'telegram', token: TOKEN, apiRoot: peer.origin, channel: undefined }],
        gatherMs: 0,
        requestsPerHour: 1_000_000,
        retryMs: 100,
      },
    },
  );
  const app = await buildApp({ config, database });
  let chat = 1;
  const replies = (id: number) => peer.calls.filter((c) => Number(c.params.chat_id) === id);
  /** Sends one text from a new chat and waits for the bot's first reply. */
  const ask = async (text: string): Promise<{ reply: SentCall; ms: number }> => {
    const id = ++chat;
    const sentAt = Date.now();
    peer.text(TOKEN, id, text);
    await peer.waitFor(() => replies(id).length > 0, 30_000);
    const reply = replies(id)[0]!;
    return { reply, ms: reply.at - sentAt };
  };
  try {
    await bootstrapData(app);
    await loadCorpus(database.db);
    await app.listen({ host: '127.0.0.1', port: 0 });
    await peer.waitFor(() => peer.polling, 30_000);

    const checkedMs: number[] = [];
    const freshMs: number[] = [];
    for (let i = 0; i < (floodOnly ? 0 : 40); i++) {
      checkedMs.push((await ask('میگن قيمت بنزين از آذر ٣ برابر میشه، درسته؟')).ms);
      freshMs.push((await ask(`شایعهٔ تازهٔ شمارهٔ ${i} دربارهٔ تعطیلی بازار فرش تبریز`)).ms);
    }

    let answered = 0;
    let offered = 0;
    let filed = 0;
    const titles = new Map(CORPUS_SUBJECTS.map((s) => [s.key, s.title]));
    for (const [question, key] of floodOnly ? [] : CORPUS_QUESTIONS) {
      const { reply } = await ask(question);
      const title = titles.get(key)!;
      if (reply.method === 'sendPhoto' && String(reply.params.caption).includes(title)) answered++;
      else if (JSON.stringify(reply.params.reply_markup ?? '').includes(title.slice(0, 20))) offered++;
      else filed++;
    }

    const address = app.server.address() as { port: number };
    const [bot] = tiplineBotsOf(app);
    let deepestPending = 0;
    let deepestInLane = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const { pending } = await peer.depth(TOKEN);
        deepestPending = Math.max(deepestPending, pending);
        deepestInLane = Math.max(deepestInLane, bot!.load().inLane);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const profile = profileTo ? new Session() : null;
    if (profile) {
      profile.connect();
      await profile.post('Profiler.enable');
      await profile.post('Profiler.start');
    }
    const loadBefore = os.loadavg()[0]!;
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const flood = await peer.flood(
      TOKEN,
      `http://127.0.0.1:${address.port}/api/public/public-news-subject/?page=1&page_size=10`,
      10,
      200,
    );
    const floodEnd = performance.now();
    const seconds = (floodEnd - t0) / 1000;
    // the rest of the flood drains (every flood chat answered), for the CPU time each update cost
    const drainDeadline = floodEnd + 180_000;
    let replied = flood.repliedDuring;
    while (replied < flood.updates && performance.now() < drainDeadline) {
      await new Promise((r) => setTimeout(r, 200));
      replied = (await peer.depth(TOKEN)).replied;
    }
    const drainMs = performance.now() - floodEnd;
    const cpu = process.cpuUsage(cpu0);
    const loadAfter = os.loadavg()[0]!;
    if (profile && profileTo) {
      const { profile: taken } = await profile.post('Profiler.stop');
      writeFileSync(profileTo, JSON.stringify(taken));
      profile.disconnect();
    }
    sampling = false;
    await sampler;

    const figures: TiplineBotFigures = {
      checked: { p50: quantile(checkedMs, 0.5), p95: quantile(checkedMs, 0.95) },
      fresh: { p50: quantile(freshMs, 0.5), p95: quantile(freshMs, 0.95) },
      archive: { answered, offered, filed, questions: CORPUS_QUESTIONS.length },
      flood: {
        updates: flood.updates,
        readerP50: flood.readerP50,
        readerP99: flood.readerP99,
        readerRequests: flood.readerRequests,
        handledDuring: flood.repliedDuring,
        drainMs,
        deepestPending,
        deepestInLane,
        cpuMsPerUpdate: (cpu.user + cpu.system) / 1000 / Math.max(1, replied),
      },
    };
    const n = CORPUS_QUESTIONS.length;
    log('\nMessenger tipline (bot ↔ Bot API peer on 127.0.0.1, gathering window 0)');
    log(`  already checked → card:  p50 ${ms(figures.checked.p50)}, p95 ${ms(figures.checked.p95)}`);
    log(`  new → filed, told:        p50 ${ms(figures.fresh.p50)}, p95 ${ms(figures.fresh.p95)}`);
    log(
      `  labelled set (${n}):       answered at once ${pct(answered / n)}, among the buttons ${pct(offered / n)}, filed ${pct(filed / n)}`,
    );
    const f = figures.flood;
    log(
      `  flood ${f.updates} updates in ${seconds.toFixed(1)} s: reader p50 ${ms(f.readerP50)}, p99 ${ms(f.readerP99)} (target < ${TIPLINE_BOT_TARGETS.floodReaderP99Ms} ms), ${f.readerRequests} requests`,
    );
    log(
      `    answered during the flood ${f.handledDuring}, the rest in ${(f.drainMs / 1000).toFixed(1)} s (${replied} of ${f.updates}); deepest queue: ${f.deepestPending} updates not taken, ${f.deepestInLane} tasks in the bot's lane; server CPU ${ms(f.cpuMsPerUpdate)} per update`,
    );
    log(
      `    machine load (1-minute average) ${loadBefore.toFixed(2)} before the flood, ${loadAfter.toFixed(2)} after`,
    );
    return figures;
  } finally {
    await app.close();
    await database.close();
    await peer.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const profileTo = process.argv.find((a) => a.startsWith('--cpu-prof='))?.slice('--cpu-prof='.length);
  tiplineBotFigures(console.log, { floodOnly: process.argv.includes('--flood-only'), profileTo }).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
