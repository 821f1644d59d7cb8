// A page-rendering thread (server-render.ts starts it). It loads the web build's server bundle and renders
// the pages it is sent; the pages' API calls go back to the main thread, which keeps the database.
// Plain JavaScript: the same file runs under tsx, vitest and the esbuild build of `npm start`.
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ entryUrl: string; sharedStyles: string[] }} */
const { entryUrl, sharedStyles } = workerData;
const entry = await import(entryUrl);

/**
 * An answer's headers as the app's API client reads them (`get`), without building a fetch `Headers` (its
 * checks of every name and value) for every data call: the main thread's names, already lower case.
 */
class AnswerHeaders {
  constructor(list) {
    this.byName = new Map();
    for (const [name, value] of list ?? []) this.byName.set(name.toLowerCase(), value);
  }
  get(name) {
    return this.byName.get(name.toLowerCase()) ?? null;
  }
  has(name) {
    return this.byName.has(name.toLowerCase());
  }
  forEach(visit, thisArg) {
    for (const [name, value] of this.byName) visit.call(thisArg, value, name, this);
  }
}

/**
 * A data call's answer as the app's API client reads it (status, ok, headers, text() or json()): the main
 * thread's text as it is, without a stream, a byte copy or a decoding per call.
 */
class DataResponse {
  constructor(status, text, headers, parsedBody) {
    this.status = status;
    this.ok = status >= 200 && status < 300;
    this.headers = new AnswerHeaders(headers);
    this.body = null;
    this.bodyUsed = false;
    this.textBody = status === 204 ? '' : text;
    // a kept answer's JSON, parsed once for every render that reads it (the API client takes it: ADR 23)
    if (parsedBody !== undefined) this.parsedBody = parsedBody;
  }
  async text() {
    this.bodyUsed = true;
    return this.textBody;
  }
  async json() {
    return JSON.parse(await this.text());
  }
}

/** data calls waiting for the main thread's answer, by call id */
const calls = new Map();
let lastCall = 0;

/**
 * The answers the renders running now were given with their page (GETs, by address), each with how many of
 * them hold it: a data call for one of these is answered here, without asking the main thread.
 */
const given = new Map();
/**
 * The answers the main thread sent once to be kept (the home answer, which every page shows), by address:
 * a render then names one (`kept`) instead of carrying its text. The newest of an address replaces the
 * one before (the main thread sends a new one after a write touched it).
 */
const kept = new Map();
/**
 * A kept answer's body parsed once and frozen throughout, so every render reads the same value and none can
 * change it for the next (ADR 23, second attempt); undefined when it is not a JSON answer to parse.
 */
const parsedOnce = new WeakMap();
const deepFreeze = (value) => {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
};
const parsedBodyOf = (answer) => {
  if (parsedOnce.has(answer)) return parsedOnce.get(answer);
  const json =
    answer.status >= 200 &&
    answer.status < 300 &&
    answer.status !== 204 &&
    answer.text &&
    (answer.headers ?? []).some(
      ([name, value]) => name.toLowerCase() === 'content-type' && value.includes('json'),
    );
  let parsed;
  if (json) {
    try {
      parsed = deepFreeze(JSON.parse(answer.text));
    } catch {
      parsed = undefined;
    }
  }
  parsedOnce.set(answer, parsed);
  return parsed;
};
const addressOf = (url) => {
  const { pathname, search } = new URL(url, 'http://rasti.local');
  return `${pathname}${search}`;
};

entry.configureServerRendering({
  sharedStyles,
  fetch: (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const held = method === 'GET' ? given.get(addressOf(url)) : undefined;
    const answer = held?.answer;
    if (answer) {
      const parsed = held.kept ? parsedBodyOf(answer) : undefined;
      return Promise.resolve(new DataResponse(answer.status, answer.text, answer.headers, parsed));
    }
    const headers = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const id = ++lastCall;
    return new Promise((resolve, reject) => {
      calls.set(id, { resolve, reject });
      parentPort.postMessage({ type: 'fetch', id, url, method, headers });
    });
  },
});

parentPort.on('message', async (message) => {
  if (message.type === 'response') {
    const call = calls.get(message.id);
    calls.delete(message.id);
    call?.resolve(new DataResponse(message.status, message.text, message.headers));
    return;
  }
  if (message.type !== 'render') return;
  const addresses = (message.answers ?? []).flatMap((sent) => {
    const address = addressOf(sent.url);
    if (sent.keep) kept.set(address, sent);
    const answer = sent.kept ? kept.get(address) : sent;
    // (never missing: the main thread names only what it sent this thread; without it, the call asks)
    if (!answer) return [];
    // the newest answer of an address serves every render holding it
    // (`kept`: one of the kept answers, whose parse serves every render)
    given.set(address, {
      answer,
      kept: kept.get(address) === answer,
      renders: (given.get(address)?.renders ?? 0) + 1,
    });
    return [address];
  });
  try {
    const page = await entry.renderPage(message.url, { timeoutMs: message.timeoutMs });
    const pathname = new URL(message.url, 'http://rasti.local').pathname;
    parentPort.postMessage({
      type: 'rendered',
      id: message.id,
      page: page && { ...page, modules: entry.pageModules(pathname) },
    });
  } catch (err) {
    parentPort.postMessage({ type: 'failed', id: message.id, message: String(err?.stack ?? err) });
  } finally {
    for (const address of addresses) {
      const entry = given.get(address);
      if (entry && --entry.renders === 0) given.delete(address);
    }
  }
});

parentPort.postMessage({ type: 'ready' });
