// How the product's server process is started, shared by `npm start` (scripts/start.mjs), the test and
// bench launcher (apps/server/test/crash/server-process.ts) and the browser journeys (e2e/support).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** the old generation's cap when SERVER_HEAP_MB is not set */
export const DEFAULT_HEAP_MB = 192;
/** how much a heap may grow after a full collection before the next, in percent of what it kept */
export const HEAP_GROWING_PERCENT = 10;
/** the main thread's semi-spaces, in MB (its young generation is three times this) */
export const SEMI_SPACE_MB = 2;
/** the V8 major version from which the server's WebAssembly (PGlite) is never optimised (serverNodeFlags) */
export const LIFTOFF_ONLY_FROM_V8 = 13;
/** the V8 major version from which Maglev, V8's mid-tier compiler, is on by default and the server turns it off */
export const NO_MAGLEV_FROM_V8 = 12;

/**
 * Memory (docs/decisions/0021): a young generation of 6 MB for the main thread (2 MB semi-spaces; V8's
 * default grows to 48 MB) and an old generation capped at SERVER_HEAP_MB (192 MB), under which V8 collects
 * early instead of letting garbage pile up (the main thread's live heap is about 50 MB; uncapped it grew to
 * 90 MB of mostly garbage after 500 distinct pages). After a full collection each heap (the main thread's
 * and the threads') may grow by a tenth of what it kept before the next one, not by V8's own factor (at
 * least 1.3 here). No Sparkplug: V8's baseline compiler keeps machine code for every warm function beside
 * its bytecode, in every thread; the optimising compiler still compiles the hot ones. Together with
 * PGlite's 8 MB of shared buffers (db/client.ts) these took a five-minute memory soak's peak from 262 to
 * 239 MB, side by side on one machine (ADR 21, the addendum on the last cuts), for CPU per page within
 * that machine's noise.
 * `--expose-gc` gives the threads `gc()`, which only the sanitiser thread calls: it collects its own small heap
 * once its old generation holds 2 MB more than after its last collection, where V8 would wait for 8 MB
 * (ADR 21, session 26). Nothing on the main thread or the rendering thread calls it.
 * On V8 13 and later (Node 24) also `--liftoff-only` (LIFTOFF_ONLY_FROM_V8): PGlite's WebAssembly stays
 * in V8's baseline compiler. There, optimising one of PostgreSQL's huge functions took some 590 MB of
 * compiler memory a second after the server started listening (RSS 740 MB for two seconds, where Node 20
 * and 22 peak under 220 MB) and left 17 MB more behind, while queries ran as fast without it (ADR 21,
 * addendum "Node 24's start").
 * From V8 12 on (Node 22 and 24) also `--no-maglev` (NO_MAGLEV_FROM_V8): V8's mid-tier compiler, off in Node 20,
 * compiles every function run some 400 times, and under a steady load the code paths of the newsroom's and
 * askers' actions reach that count one by one through the first hour, each thread keeping the code. Without it
 * the main thread kept 2-3 MB less code, the soak's RSS rose 2 MB less over 46 minutes side by side, and a
 * reading server peaked 7 MB lower; the price, CPU: the same for subject pages, 4 % more for reports, a
 * quarter more for an outlet's charts, a tenth fewer answers under a closed load (ADR 21, session 28). The
 * optimising compiler still compiles the hot functions, as on Node 20.
 * They are command-line flags, which NODE_OPTIONS cannot raise, hence the setting.
 */
export function serverNodeFlags(env = process.env, v8Version = process.versions.v8) {
  const raw = env.SERVER_HEAP_MB?.trim() ?? '';
  const heapMb = raw === '' ? DEFAULT_HEAP_MB : Number(raw);
  if (!Number.isInteger(heapMb) || heapMb < 64) {
    throw new Error(`SERVER_HEAP_MB must be a whole number of megabytes, 64 or more (it is "${raw}")`);
  }
  const v8Major = Number.parseInt(v8Version, 10);
  return [
    `--max-semi-space-size=${SEMI_SPACE_MB}`,
    `--max-old-space-size=${heapMb}`,
    `--heap-growing-percent=${HEAP_GROWING_PERCENT}`,
    '--no-sparkplug',
    // gc() for the sanitiser thread, which collects its small heap itself (lib/stored-html-worker.ts)
    '--expose-gc',
    ...(v8Major >= NO_MAGLEV_FROM_V8 ? ['--no-maglev'] : []),
    ...(v8Major >= LIFTOFF_ONLY_FROM_V8 ? ['--liftoff-only'] : []),
  ];
}

/** glibc's mmap threshold for the server (bytes): larger blocks are mapped apart and given back when freed */
export const MALLOC_MMAP_THRESHOLD = 131_072;

/**
 * The server's environment: glibc's allocator limited to two arenas (one per thread by default, each
 * holding freed memory), and its mmap threshold fixed at 128 KB (docs/decisions/0021, 2026-11-29): by
 * default glibc raises the threshold up to 32 MB after the first large blocks are freed, and from then on
 * pictures' pixels, uploads and large bodies are carved out of the heap, which keeps the holes they leave;
 * 13-20 MB less under the memory soak's mixed load. A value set in `env` wins. With the flags: peak RSS
 * 361 → 243 MB over 500 distinct rendered pages on the demo data, at the same CPU per page.
 */
export function serverEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: String(MALLOC_MMAP_THRESHOLD), ...env };
}

/** A port nothing listens on at this moment, on 127.0.0.1. */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Restart delays after a server process dies: doubling from the first to the last. */
export const RESTART_BACKOFF = { firstMs: 1_000, maxMs: 30_000, healthyAfterMs: 60_000 };

/**
 * Keeps one server process running (`npm start`): a process that dies by itself (out of memory, a crash)
 * is started again, and the log says so. The delay doubles after each death (1 s, 2 s, 4 s… 30 s) so a
 * process that cannot start does not spin, and is back to 1 s once a process has run for a minute.
 * `stop(signal)` passes the signal on (SIGTERM: finish the requests in flight) and restarts nothing more;
 * `done` resolves with the last process's exit code then.
 */
export function superviseServer({
  args,
  env,
  cwd,
  stdio = 'inherit',
  log = console.error,
  backoff = RESTART_BACKOFF,
}) {
  let child = null;
  let stopping = false;
  let delay = backoff.firstMs;
  let timer = null;
  let finish;
  const done = new Promise((resolve) => {
    finish = resolve;
  });
  const start = () => {
    timer = null;
    if (stopping) return;
    const startedAt = Date.now();
    child = spawn(process.execPath, args, { cwd, env, stdio });
    const current = child;
    current.once('exit', (code, signal) => {
      if (stopping) return finish(code ?? (signal ? 1 : 0));
      if (Date.now() - startedAt >= backoff.healthyAfterMs) delay = backoff.firstMs;
      log(
        `[rasti] the server process ${current.pid} ${signal ? `was killed by ${signal}` : `exited with code ${code}`}; starting it again in ${delay / 1000} s`,
      );
      if (stopping) return finish(0);
      timer = setTimeout(start, delay);
      delay = Math.min(delay * 2, backoff.maxMs);
    });
  };
  start();
  return {
    done,
    /** the server process running now (null between a death and its restart) */
    current: () => (child && child.exitCode === null && child.signalCode === null ? child : null),
    stop(signal = 'SIGTERM') {
      stopping = true;
      if (timer) {
        clearTimeout(timer);
        timer = null;
        finish(0);
      } else if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
      else finish(0);
      return done;
    },
  };
}
