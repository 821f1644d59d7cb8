// Large modules loaded on their first use, so a server that only reads pages never loads them: sharp (libvips,
// about 27 MB resident) draws and re-encodes images, file-type (about 12 MB with its parsers) checks uploads,
// subset-font (about 13 MB: harfbuzz's and woff2's WebAssembly) cuts the offline edition's fonts.
// And those of features a server may not have at all (docs/decisions/0021, addendum "what the main thread's
// heap keeps"), each 1-5 MB of the main thread's heap once imported (its source, compiled code and objects):
// grammY only with a tipline bot's token, undici only when a picture is fetched by its address.
// Each is imported once; concurrent first callers share the import.
// the offline edition's declaration of subset-font, for the projects that compile this file without src/types (e2e)
/// <reference path="../types/subset-font.d.ts" />
import type SharpDefault from 'sharp';

type Sharp = typeof SharpDefault;
type FileTypeModule = typeof import('file-type');
type SubsetFont = typeof import('subset-font').default;
type Grammy = typeof import('grammy');
type Undici = typeof import('undici');

let sharpModule: Promise<Sharp> | undefined;
let fileTypeModule: Promise<FileTypeModule> | undefined;
let subsetFontModule: Promise<SubsetFont> | undefined;
let grammyModule: Promise<Grammy> | undefined;
let undiciModule: Promise<Undici> | undefined;

/**
 * libvips' operation cache is off in a long-running server (docs/decisions/0021, addendum of 2026-11-29):
 * by default it keeps up to 50 MB and 100 operations, the pixels of pictures that never come back (every
 * upload, card and OCR input is a new one): 15-30 MB less at the memory soak's peak.
 */
export const SHARP_CACHE = false;

/** sharp's default export, imported on the first call, its operation cache off. */
export const loadSharp = (): Promise<Sharp> => {
  sharpModule ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(SHARP_CACHE);
    return sharp;
  });
  return sharpModule;
};

/** file-type's detection from the bytes, imported on the first call. */
export async function fileTypeFromBuffer(
  buffer: Uint8Array,
): ReturnType<FileTypeModule['fileTypeFromBuffer']> {
  fileTypeModule ??= import('file-type');
  return (await fileTypeModule).fileTypeFromBuffer(buffer);
}

/** subset-font's default export, imported on the first call (the offline edition's build). */
export const loadSubsetFont = (): Promise<SubsetFont> => {
  subsetFontModule ??= import('subset-font').then((m) => m.default);
  return subsetFontModule;
};

/** grammY (the tipline bots' library, about 4 MB of heap), imported when the first bot starts. */
export const loadGrammy = (): Promise<Grammy> => {
  grammyModule ??= import('grammy');
  return grammyModule;
};

/** undici (about 4.5 MB of heap: its own fetch, with the agent that checks every address), on the first fetch. */
export const loadUndici = (): Promise<Undici> => {
  undiciModule ??= import('undici');
  return undiciModule;
};
