// The styles of server-rendered pages. One emotion cache serves every render (a rule is compiled by stylis
// and flipped for right-to-left once per process, not once per page). The rules every page shares (the
// theme's global rules, the frame, the loading states) are one stylesheet file, made at build time; a page
// carries in <style> tags only the rules its markup uses beyond that file.
import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { EMOTION_KEY } from '../../app/providers/rtl-cache';

/** Rules kept before the cache starts afresh (colours that come with the data add a few per page). */
const CACHE_LIMIT = 4000;

/**
 * A cache that keeps each rule's text (emotion's "compat" mode, as @emotion/server sets it) instead of
 * writing <style> tags into the markup, so the rules can be picked for the head.
 */
export function newStyleCache(): EmotionCache {
  const styles = createCache({ key: EMOTION_KEY, stylisPlugins: [prefixer, rtlPlugin] });
  styles.compat = true;
  return styles;
}

let cache = newStyleCache();
/** the ids (emotion's names) of the rules in the shared stylesheet file */
let shared: ReadonlySet<string> = new Set();

/** The cache for the next render. */
export function serverStyleCache(): EmotionCache {
  if (Object.keys(cache.inserted).length > CACHE_LIMIT) cache = newStyleCache();
  return cache;
}

/** The rules the shared stylesheet holds: pages leave them out. */
export function setSharedStyles(ids: readonly string[]): void {
  shared = new Set(ids);
}

/** A global rule (the theme's body, keyframes): emotion keeps no class name for it. */
const isGlobal = (styles: EmotionCache, id: string) => styles.registered[`${styles.key}-${id}`] === undefined;

/**
 * <style> tags with the rules `html` uses that the shared stylesheet lacks, in emotion's own form
 * (data-emotion="<key> <ids>"), so the browser's cache knows them when it takes the page over.
 */
export function pageStyleTags(styles: EmotionCache, html: string): string {
  const used = new Set<string>();
  for (const match of html.matchAll(new RegExp(`${styles.key}-([a-zA-Z0-9-_]+)`, 'g'))) used.add(match[1]!);
  const globals: string[] = [];
  const ids: string[] = [];
  let css = '';
  for (const [id, rule] of Object.entries(styles.inserted)) {
    if (typeof rule !== 'string' || shared.has(id)) continue;
    if (isGlobal(styles, id)) {
      globals.push(`<style data-emotion="${styles.key}-global ${id}">${rule}</style>`);
    } else if (used.has(id)) {
      ids.push(id);
      css += rule;
    }
  }
  const regular = ids.length > 0 ? `<style data-emotion="${styles.key} ${ids.join(' ')}">${css}</style>` : '';
  return globals.join('') + regular;
}

/** Every rule in the cache, in the order it was written: the shared stylesheet's content. */
export function allStyles(styles: EmotionCache): { ids: string[]; css: string } {
  const ids: string[] = [];
  let css = '';
  for (const [id, rule] of Object.entries(styles.inserted)) {
    if (typeof rule !== 'string') continue;
    ids.push(id);
    css += rule;
  }
  return { ids, css };
}
