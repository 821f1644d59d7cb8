import { IMAGE_TYPES } from '@rasti/contract/limits';
import { imageBytesProblem } from '../../lib/forms/image-files';
import { IMPORT_MAX_BYTES, INLINE_IMAGE_MAX_BYTES } from './editor-config';
import { EDITOR_MESSAGES } from './messages';
import { sanitizeEditorHtml } from './sanitize-html';

/** A file the editor will not take, with the Persian sentence to show. */
export class EditorFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EditorFileError';
  }
}

/** The sentence to show when reading a file failed: the refusal's own, or 'could not be read'. */
export const fileErrorMessage = (cause: unknown): string =>
  cause instanceof EditorFileError ? cause.message : EDITOR_MESSAGES.readFailed;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as paragraphs: a blank line starts a new paragraph, a single line break stays a break. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

const kindOf = (file: File): 'text' | 'html' | null => {
  const name = file.name.toLowerCase();
  if (name.endsWith('.txt')) return 'text';
  if (name.endsWith('.html') || name.endsWith('.htm')) return 'html';
  return null;
};

/** Reads a file as text (FileReader rather than Blob.text, which older Safari versions lack). */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(new EditorFileError(EDITOR_MESSAGES.readFailed));
    reader.readAsText(file, 'utf-8');
  });

/**
 * An .html file parsed in a document with no browsing context (DOMParser): its images load nothing and its
 * inline handlers never run, and only the sanitised result reaches the live page.
 */
export function importedHtml(text: string): string {
  const inert = new DOMParser().parseFromString(text, 'text/html');
  return sanitizeEditorHtml(inert.body.innerHTML);
}

/** An imported .txt or .html file as editor HTML; .html is sanitised before it reaches the editor. */
export async function readImportFile(file: File): Promise<string> {
  const kind = kindOf(file);
  if (!kind) throw new EditorFileError(EDITOR_MESSAGES.importType);
  if (file.size > IMPORT_MAX_BYTES) throw new EditorFileError(EDITOR_MESSAGES.importTooLarge);
  const text = await readText(file);
  return kind === 'text' ? textToHtml(text) : importedHtml(text);
}

/** An image the editor keeps inline: one of the types the server keeps. */
export const isInlineImage = (file: File) => IMAGE_TYPES.includes(file.type);

/**
 * An image file as an inline data URL (spec section 2); the server stores it as a file on save. A file
 * whose first bytes are not a picture (a text file named .png) is refused here in the server's words.
 */
export async function readImageAsDataUrl(file: File): Promise<string> {
  if (!isInlineImage(file)) throw new EditorFileError(EDITOR_MESSAGES.imageType);
  if (file.size > INLINE_IMAGE_MAX_BYTES) throw new EditorFileError(EDITOR_MESSAGES.imageTooLarge);
  const problem = await imageBytesProblem(file);
  if (problem) throw new EditorFileError(problem);
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(new EditorFileError(EDITOR_MESSAGES.readFailed));
    reader.readAsDataURL(file);
  });
}
