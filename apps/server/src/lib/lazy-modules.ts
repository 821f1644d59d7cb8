// Large modules loaded on their first use, so a server that only reads pages never loads them: sharp (libvips,
// about 27 MB resident) draws and re-encodes images, file-type (about 12 MB with its parsers) checks uploads.
// Each is imported once; concurrent first callers share the import.
import type SharpDefault from 'sharp';

type Sharp = typeof SharpDefault;
type FileTypeModule = typeof import('file-type');

let sharpModule: Promise<Sharp> | undefined;
let fileTypeModule: Promise<FileTypeModule> | undefined;

/** sharp's default export, imported on the first call. */
export const loadSharp = (): Promise<Sharp> => {
  sharpModule ??= import('sharp').then((m) => m.default);
  return sharpModule;
};

/** file-type's detection from the bytes, imported on the first call. */
export async function fileTypeFromBuffer(
  buffer: Uint8Array,
): ReturnType<FileTypeModule['fileTypeFromBuffer']> {
  fileTypeModule ??= import('file-type');
  return (await fileTypeModule).fileTypeFromBuffer(buffer);
}
