import type { DehydratedState } from '@tanstack/react-query';

/** The id of the data block a server-rendered page carries (a JSON <script>, never executed). */
export const SSR_STATE_ID = 'rasti-state';

/** What the server hands the browser with a page it rendered. */
export interface SsrState {
  queries: DehydratedState;
}

/**
 * A query whose call counts a view (a report, a subject). The server renders such a page without
 * counting; the browser asks again once the page is its own, so each reader counts once.
 */
export const COUNTS_VIEW = { countsView: true } as const;
