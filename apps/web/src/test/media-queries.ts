// jsdom has no window.matchMedia: these put a stand-in in its place for screens that ask for a width or
// for reduced motion, and take it away again.

/** Answers window.matchMedia with `matches(query)` for every query. */
function fakeMatchMedia(matches: (query: string) => boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

/** Makes `(max-width:599.95px)` (MUI's phones) match or not; other queries never match. */
export function setPhoneScreen(isPhone: boolean): void {
  fakeMatchMedia((query) => isPhone && query.includes('max-width:599.95px'));
}

/** Makes `(prefers-reduced-motion: reduce)` match or not. */
export function setReducedMotion(reduce: boolean): void {
  fakeMatchMedia((query) => reduce && query.includes('prefers-reduced-motion'));
}

/** Takes the stand-in away again (jsdom has no matchMedia of its own). */
export function removeMatchMedia(): void {
  // @ts-expect-error removing the stub again
  delete window.matchMedia;
}
