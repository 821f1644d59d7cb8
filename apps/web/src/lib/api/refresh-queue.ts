export type RefreshQueue = {
  /** Starts a refresh, or joins the one in flight; resolves with the new access token. */
  run(): Promise<string>;
  readonly inFlight: boolean;
};

/** At most one refresh at a time: every caller that asks while one runs waits for that one. */
export function createRefreshQueue(refresh: () => Promise<string>): RefreshQueue {
  let pending: Promise<string> | null = null;
  return {
    run() {
      if (!pending) {
        pending = refresh().finally(() => {
          pending = null;
        });
      }
      return pending;
    },
    get inFlight() {
      return pending !== null;
    },
  };
}
