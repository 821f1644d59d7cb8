// Types for scripts/server-process.mjs (plain JavaScript: `npm start` runs it with no TypeScript loader).
export declare const DEFAULT_HEAP_MB: number;
export declare const HEAP_GROWING_PERCENT: number;
export declare function serverNodeFlags(env?: NodeJS.ProcessEnv): string[];
export declare function serverEnv<E extends Record<string, string | undefined>>(
  env?: E,
): E & { MALLOC_ARENA_MAX: string };
export declare function freePort(): Promise<number>;
