import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// A bounded child process for work whose memory must never be the server's (docs/decisions/0032: the OCR;
// docs/decisions/0021, addendum "the picture process": sharp and libvips). One job at a time, in a child forked
// on first use and reused: its V8 heap is bounded by its flags; each job has a time limit, counted from when
// the child is ready (its start, loading modules, is no job's fault), past which the child is killed and the
// job fails; a child whose resident memory passed its bound after a job is replaced; a child idle for a while
// is stopped, so what its allocator kept goes back to the system. Jobs and answers cross by IPC with
// `serialization: 'advanced'`, so Buffers travel as bytes, not base64 text.

/**
 * The child's program: from the source (tsx, vitest) `<name>.ts` beside the module asking, read through tsx's
 * loader; from the built server (`dist/server.mjs`) the bundled `dist/<name>.mjs` beside it
 * (apps/server/build.mjs), with no loader. `base` is the asking module's `import.meta.url`.
 */
export function childProgram(base: string, name: string): { file: string; execArgv: string[] } {
  const fromSource = base.endsWith('.ts');
  return {
    file: fileURLToPath(new URL(`./${name}.${fromSource ? 'ts' : 'mjs'}`, base)),
    execArgv: fromSource ? ['--import', 'tsx'] : [],
  };
}

export interface BoundedChildOptions {
  /** the child in errors and logs, e.g. 'the picture process' */
  name: string;
  program: { file: string; execArgv: string[] };
  /** the child's V8 old generation (`--max-old-space-size`) */
  heapMb: number;
  /** one job's time limit, from when the child is ready */
  timeLimitMs: number;
  /** the child's start (until it says it is ready) */
  startMs?: number;
  /** resident memory above which the child is replaced after a job */
  maxRssBytes: number;
  /** a child with no job for this long is stopped; none: it stays until closed */
  idleMs?: number;
  /** jobs that may wait behind the running one; past it a job is refused with ChildBusy at once */
  maxWaiting?: number;
}

/** A job that ran past its time limit; its child was killed. */
export class ChildTimeout extends Error {
  constructor(name: string, ms: number) {
    super(`${name}: a job took longer than ${ms} ms`);
  }
}
/** The child stopped (killed, crashed, out of memory) while a job was in it, or before it was ready. */
export class ChildStopped extends Error {}
/** Too many jobs already wait: refused without queueing. */
export class ChildBusy extends Error {}
/** The job itself failed inside the child (an unreadable picture…): the child's message. */
export class ChildJobFailed extends Error {}

/** What a child answers to a job. */
export type ChildReply<R> =
  | { id: number; rss: number; result: R }
  | { id: number; rss: number; error: string };
export interface ChildJob<Q> {
  id: number;
  request: Q;
}

interface Job<Q, R> {
  request: Q;
  resolve: (result: R) => void;
  reject: (err: Error) => void;
}

export class BoundedChild<Q, R> {
  /** public so a test can shorten it for one job */
  timeLimitMs: number;
  private child: ChildProcess | null = null;
  private ready: Promise<void> | null = null;
  private readonly queue: Job<Q, R>[] = [];
  private busy = false;
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;
  /** how many children were started (a test's witness of a restart or of an idle exit) */
  started = 0;
  /** how many jobs were handed to a child */
  jobs = 0;

  constructor(private readonly options: BoundedChildOptions) {
    this.timeLimitMs = options.timeLimitMs;
  }

  /** jobs handed in and not yet answered (the running one included) */
  get waiting(): number {
    return this.queue.length + (this.busy ? 1 : 0);
  }

  /** the child's process id while one runs */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Runs one job in the child: its result, or ChildTimeout, ChildStopped, ChildBusy or ChildJobFailed. */
  run(request: Q): Promise<R> {
    if (this.options.maxWaiting !== undefined && this.queue.length >= this.options.maxWaiting) {
      return Promise.reject(new ChildBusy(`${this.options.name}: ${this.queue.length} jobs already wait`));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      void this.drain();
    });
  }

  /** Stops the child; jobs still queued are refused. */
  async close(): Promise<void> {
    for (const job of this.queue.splice(0)) job.reject(new ChildStopped(`${this.options.name} closed`));
    await this.stop();
  }

  private start(): Promise<void> {
    const child = fork(this.options.program.file, [], {
      execArgv: [...this.options.program.execArgv, `--max-old-space-size=${this.options.heapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    this.child = child;
    this.started++;
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        done();
        reject(
          new ChildStopped(`${this.options.name} did not start in ${this.options.startMs ?? 120_000} ms`),
        );
        if (this.child === child) this.kill();
      }, this.options.startMs ?? 120_000);
      const onMessage = (m: unknown) => {
        if ((m as { ready?: boolean }).ready) {
          done();
          resolve();
        }
      };
      const onExit = (code: number | null, signal: string | null) => {
        done();
        reject(new ChildStopped(`${this.options.name} stopped while starting (${code ?? signal})`));
      };
      const done = () => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
    this.ready = ready;
    child.once('exit', () => {
      if (this.child === child) {
        this.child = null;
        this.ready = null;
      }
    });
    return ready;
  }

  /** Kills the child at once (a job past its time, a failed start). */
  private kill(): void {
    const child = this.child;
    this.child = null;
    this.ready = null;
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }

  /** Asks the child to end (its IPC channel closes; it exits), killed if it has not within a few seconds. */
  private async stop(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const child = this.child;
    this.child = null;
    this.ready = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    if (child.connected) child.disconnect();
    else child.kill('SIGKILL');
    await exited;
    clearTimeout(force);
  }

  /** While a job runs the child keeps this process alive; while idle it does not (a CLI may end). */
  private hold(child: ChildProcess, held: boolean): void {
    if (held) {
      child.ref();
      child.channel?.ref();
    } else {
      child.unref();
      child.channel?.unref();
    }
  }

  private async drain(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    try {
      for (let job = this.queue.shift(); job; job = this.queue.shift()) {
        try {
          job.resolve(await this.runInChild(job.request));
        } catch (err) {
          job.reject(err as Error);
        }
      }
    } finally {
      this.busy = false;
      const child = this.child;
      if (child) this.hold(child, false);
      if (child && this.options.idleMs !== undefined) {
        this.idleTimer = setTimeout(() => {
          if (this.child === child && !this.busy) void this.stop();
        }, this.options.idleMs);
        this.idleTimer.unref();
      }
    }
  }

  private async runInChild(request: Q): Promise<R> {
    if (!this.child) await this.start();
    else await this.ready;
    const child = this.child;
    if (!child) throw new ChildStopped(`${this.options.name} stopped`);
    this.hold(child, true);
    this.jobs++;
    const id = this.nextId++;
    return new Promise<R>((resolve, reject) => {
      const finish = (outcome: () => void) => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        outcome();
      };
      const timer = setTimeout(() => {
        finish(() => reject(new ChildTimeout(this.options.name, this.timeLimitMs)));
        if (this.child === child) this.kill();
      }, this.timeLimitMs);
      const onMessage = (reply: ChildReply<R>) => {
        if (reply.id !== id) return;
        if (reply.rss > this.options.maxRssBytes && this.child === child) void this.stop();
        finish(() => ('error' in reply ? reject(new ChildJobFailed(reply.error)) : resolve(reply.result)));
      };
      const onExit = (code: number | null, signal: string | null) =>
        finish(() =>
          reject(new ChildStopped(`${this.options.name} stopped during a job (${code ?? signal})`)),
        );
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send({ id, request } satisfies ChildJob<Q>, (err) => {
        if (err) finish(() => reject(new ChildStopped(`${this.options.name}: ${err.message}`)));
      });
    });
  }
}

/**
 * The child's side: answers each job with `handle`'s result (or its error's message) and its resident
 * memory, says it is ready once called, and exits when the parent closes the channel (`onEnd` first).
 */
export function serveJobs<Q, R>(handle: (request: Q) => Promise<R>, onEnd?: () => Promise<unknown>): void {
  process.on('message', async ({ id, request }: ChildJob<Q>) => {
    let reply: ChildReply<R>;
    try {
      const result = await handle(request);
      reply = { id, result, rss: process.memoryUsage.rss() };
    } catch (err) {
      reply = { id, error: (err as Error)?.message ?? String(err), rss: process.memoryUsage.rss() };
    }
    process.send?.(reply);
  });
  process.on('disconnect', () => {
    void Promise.resolve(onEnd?.()).finally(() => process.exit(0));
  });
  process.send?.({ ready: true });
}
