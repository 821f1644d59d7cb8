import { setGlobalError } from '../lib/ui/global-error';

/** Said over the page when a screen's code cannot be fetched, most often because a release replaced it. */
export const CHUNK_FAILED_MESSAGE =
  'بخشی از برنامه بارگذاری نشد؛ احتمالاً نسخه‌ی تازه‌ای از راستی منتشر شده است. صفحه را دوباره بارگذاری کنید.';

// the browsers' words for a dynamic import that failed to fetch (Chromium, Firefox, Safari) and Vite's
// for a chunk's stylesheet that did not load
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether an error is a screen's code failing to load (rather than the screen failing to draw). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

/** Opens the global error overlay, with its reload button, for a chunk that failed to load. */
export function reportChunkLoadError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  setGlobalError(CHUNK_FAILED_MESSAGE);
  return true;
}
