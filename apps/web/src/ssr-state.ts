import { jsonForScript } from '@rasti/contract/json-for-script';
import type { DehydratedState, Query, QueryKey } from '@tanstack/react-query';
import { createContext } from 'react';

/** The id of the data block a server-rendered page carries (a JSON <script>, never executed). */
export const SSR_STATE_ID = 'rasti-state';

/** What the server hands the browser with a page it rendered (as the browser reads it back). */
export interface SsrState {
  queries: DehydratedState;
}

/**
 * A query whose call counts a view (a report, a subject). The server renders such a page without
 * counting; the browser asks again once the page is its own, so each reader counts once.
 */
export const COUNTS_VIEW = { countsView: true } as const;

/** The attribute of an element whose inner HTML is a rich field of the page's data (SafeHtml's). */
export const SSR_FIELD_ATTRIBUTE = 'data-ssr-field';

/**
 * The server's render collects here the rich HTML each SafeHtml drew as it is stored, by the id its element
 * carries in `data-ssr-field`: the data block then leaves that text out and the browser reads it back from
 * the element. null in the browser.
 */
export const SsrFields = createContext<Map<string, string> | null>(null);

// The data block's form (docs/decisions/0023): {"s": [strings], "q": [{k, d, t, m?, y?}]}, one entry a
// successful query: its key, data, when it was fetched, its meta and its type. Inside the data, a string
// that begins with \u0001 and a digit is a reference into `s` (a string written once however often the
// data repeats it), one that begins with \u0002 is a field: the inner HTML of the element with that
// data-ssr-field. A stored string that itself begins with \u0001 or \u0002 is written with \u0001 before it.
const REF = '\u0001';
const FIELD = '\u0002';
/** Shorter strings are cheaper written again than referred to. */
const SHARED_MIN_LENGTH = 20;
/** Shorter rich fields stay in the block (an element's id costs about as much). */
export const FIELD_MIN_LENGTH = 40;

interface PackedQuery {
  k: QueryKey;
  d: unknown;
  t: number;
  m?: Record<string, unknown>;
  y?: string;
}

interface PackedState {
  s: string[];
  q: PackedQuery[];
}

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

/** Visits every string in `value` (objects and arrays as JSON writes them). */
function eachString(value: unknown, visit: (text: string) => void): void {
  if (typeof value === 'string') visit(value);
  else if (Array.isArray(value)) for (const item of value) eachString(item, visit);
  else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) eachString(item, visit);
  }
}

/** A copy of `value` with each string replaced by `map(string)` (undefined members left out, as JSON does). */
function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined) copy[key] = mapStrings(item, map);
    }
    return copy;
  }
  return value;
}

/**
 * The data block's JSON (safe inside a <script>: jsonForScript) for the successful `queries`: each string
 * the data holds more than once written once, and each rich field the page shows (`fields`: its HTML → the
 * id of its element) left to the browser to read from the page.
 */
export function encodeSsrState(queries: readonly Query[], fields: ReadonlyMap<string, string>): string {
  const seen = new Map<string, number>();
  for (const query of queries) {
    eachString(query.state.data, (text) => {
      if (text.length >= SHARED_MIN_LENGTH) seen.set(text, (seen.get(text) ?? 0) + 1);
    });
  }
  const shared: string[] = [];
  const refs = new Map<string, string>();
  for (const [text, count] of seen) {
    if (count < 2 || fields.has(text)) continue;
    refs.set(text, `${REF}${shared.length}`);
    shared.push(text);
  }
  const pack = (text: string): string => {
    const field = text.length >= FIELD_MIN_LENGTH ? fields.get(text) : undefined;
    if (field !== undefined) return `${FIELD}${field}`;
    const ref = refs.get(text);
    if (ref !== undefined) return ref;
    return text[0] === REF || text[0] === FIELD ? `${REF}${text}` : text;
  };
  const state: PackedState = {
    s: shared,
    q: queries.map((query) => ({
      k: query.queryKey,
      d: mapStrings(query.state.data, pack),
      t: query.state.dataUpdatedAt,
      ...(query.meta && { m: query.meta }),
      ...(query.queryType && { y: query.queryType }),
    })),
  };
  return jsonForScript(state);
}

/**
 * The state a data block holds (`text`), its fields read by `field(id)` (an element's inner HTML). Throws
 * when the block is not one or a field is missing: the page is then drawn afresh rather than taken over
 * with partial data.
 */
export function decodeSsrState(text: string, field: (id: string) => string | undefined): SsrState {
  const packed = JSON.parse(text) as PackedState;
  if (!Array.isArray(packed.s) || !Array.isArray(packed.q)) throw new Error('not a data block');
  const unpack = (value: string): string => {
    if (value[0] === REF) {
      if (!isDigit(value[1])) return value.slice(1);
      const shared = packed.s[Number(value.slice(1))];
      if (shared === undefined) throw new Error('a reference out of the block');
      return shared;
    }
    if (value[0] === FIELD) {
      const html = field(value.slice(1));
      if (html === undefined) throw new Error('a rich field missing from the page');
      return html;
    }
    return value;
  };
  return {
    queries: {
      mutations: [],
      queries: packed.q.map((query) => ({
        queryKey: query.k,
        queryHash: undefined as unknown as string, // hydrate makes it from the key, as the app's queries do
        dehydratedAt: query.t,
        ...(query.m && { meta: query.m }),
        ...(query.y && { queryType: query.y }),
        state: {
          data: mapStrings(query.d, unpack),
          dataUpdateCount: 1,
          dataUpdatedAt: query.t,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success',
          fetchStatus: 'idle',
        },
      })),
    },
  } as SsrState;
}

/** The state a server-rendered page came with, read before it is hydrated; null when there is none. */
export function readSsrState(doc: Document): SsrState | null {
  const block = doc.getElementById(SSR_STATE_ID);
  if (!block?.textContent) return null;
  const fields = new Map<string, string>();
  for (const element of Array.from(doc.querySelectorAll(`[${SSR_FIELD_ATTRIBUTE}]`))) {
    fields.set(element.getAttribute(SSR_FIELD_ATTRIBUTE) ?? '', element.innerHTML);
  }
  try {
    return decodeSsrState(block.textContent, (id) => fields.get(id));
  } catch {
    return null;
  }
}
