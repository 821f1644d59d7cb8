// Types for scripts/server-process.mjs (plain JavaScript: `npm start` runs it with no TypeScript loader).
export declare const DEFAULT_HEAP_MB: number;
export declare const HEAP_GROWING_PERCENT: number;
export declare const SEMI_SPACE_MB: number;
export declare const MALLOC_MMAP_THRESHOLD: number;
export declare const LIFTOFF_ONLY_FROM_V8: number;
export declare const NO_MAGLEV_FROM_V8: number;
export declare function serverNodeFlags(env?: NodeJS.ProcessEnv, v8Version?: string): string[];
export declare function serverEnv<E extends Record<string, string | undefined>>(
  env?: E,
): E & { MALLOC_ARENA_MAX: string; MALLOC_MMAP_THRESHOLD_: string };
export declare function freePort(): Promise<number>;
export declare const RESTART_BACKOFF: { firstMs: number; maxMs: number; healthyAfterMs: number };
export interface SupervisedServer {
  /** the last process's exit code, once stop() has been called and it has exited */
  done: Promise<number>;
  current(): import('node:child_process').ChildProcess | null;
  stop(signal?: NodeJS.Signals): Promise<number>;
}
export declare function superviseServer(options: {
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd?: string;
  stdio?: import('node:child_process').StdioOptions;
  log?: (message: string) => void;
  backoff?: { firstMs: number; maxMs: number; healthyAfterMs: number };
}): SupervisedServer;
