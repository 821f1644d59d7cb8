import { ERROR_CODES, LIMITS, PICTURE_LIMITS, PICTURE_MESSAGES, SERVER_MESSAGES } from '@rasti/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest, tooLarge, unsupportedMedia } from './errors.ts';
import { refuseNul } from './text-input.ts';

/**
 * What a file field may hold: an image (≤ 5 MB, re-encoded later), an attachment (≤ 20 MB), or a picture a
 * reader asks about (≤ 10 MB, features/pictures).
 */
export type FileKind = 'image' | 'attachment' | 'picture';

export interface ReadFormOptions {
  /** the file fields this call accepts; file parts under other names are read past and dropped */
  files: Record<string, FileKind>;
  /**
   * Text fields holding editor HTML, allowed up to RICH_TEXT_MAX_BYTES instead of TEXT_FIELD_MAX_BYTES.
   * Default: RICH_TEXT_FIELDS (the subject's and review's `content`).
   */
  richText?: readonly string[];
}

/** A plain text field (titles, names, summaries): far above every schema's own maximum length. */
export const TEXT_FIELD_MAX_BYTES = 1024 * 1024;
/**
 * Editor HTML: the content schemas allow 4 M characters, which is up to 8 MB of UTF-8 for Persian text
 * (inline data-URL images are moved to stored files on save, so they pass through here first).
 */
export const RICH_TEXT_MAX_BYTES = 8 * 1024 * 1024;
/** The editor's HTML fields, wherever a form has one. */
export const RICH_TEXT_FIELDS: readonly string[] = ['content'];

export interface FormInput {
  /** text fields; a JSON body's values arrive as strings too, so one schema reads both */
  fields: Record<string, string>;
  /** the accepted files' bytes (an empty file part counts as no file) */
  files: Record<string, Buffer>;
}

/** The names of the fields and files a form sent (what an edit's audit row lists). */
export const formFieldNames = (form: FormInput): string[] => [
  ...Object.keys(form.fields),
  ...Object.keys(form.files),
];

const MAX_BYTES: Record<FileKind, number> = {
  image: LIMITS.imageMaxBytes,
  attachment: LIMITS.attachmentMaxBytes,
  picture: PICTURE_LIMITS.maxBytes,
};
const TOO_LARGE: Record<FileKind, string> = {
  image: SERVER_MESSAGES.imageTooLarge,
  attachment: SERVER_MESSAGES.attachmentTooLarge,
  picture: PICTURE_MESSAGES.tooLarge,
};

export const fileTooLarge = (field: string, kind: FileKind) =>
  new AppError(413, ERROR_CODES.tooLarge, TOO_LARGE[kind], { [field]: [TOO_LARGE[kind]] });

/** A text field longer than its limit is refused whole, never stored cut short. */
const fieldTooLarge = (field: string) =>
  new AppError(413, ERROR_CODES.tooLarge, SERVER_MESSAGES.tooLarge, { [field]: [SERVER_MESSAGES.tooLarge] });

/** The parser's own count limits (fields, files, parts: see app.ts) are the same 413 in Persian. */
const PARSER_LIMITS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * Reads a multipart form (the spec's uploads) or, for the same route, a JSON object body (the block toggle
 * sends JSON). File size limits per kind answer 413 naming the field; file names and declared types are
 * ignored: what a file is gets decided from its bytes where it is stored. A text field over its limit, or
 * more fields, files or parts than app.ts allows, is a 413 too: the whole form is refused before anything
 * is stored, never read cut short.
 */
export async function readMultipart(request: FastifyRequest, opts: ReadFormOptions): Promise<FormInput> {
  const fields: Record<string, string> = {};
  const files: Record<string, Buffer> = {};
  if (!request.isMultipart()) {
    const body = request.body;
    if (body === undefined || body === null) return { fields, files };
    if (typeof body !== 'object' || Array.isArray(body)) throw unsupportedMedia();
    // JSON text with NUL characters was refused before validation (plugins/security.ts)
    for (const [key, value] of Object.entries(body)) fields[key] = asText(value);
    return { fields, files };
  }
  const kinds = Object.values(opts.files);
  const largest = Math.max(0, ...kinds.map((k) => MAX_BYTES[k]));
  const richText = new Set(opts.richText ?? RICH_TEXT_FIELDS);
  const fieldLimit = (name: string) => (richText.has(name) ? RICH_TEXT_MAX_BYTES : TEXT_FIELD_MAX_BYTES);
  // one byte over the largest allowed size is enough to know a file or a field is too large
  const limits = {
    fileSize: largest + 1,
    fieldSize: (richText.size > 0 ? RICH_TEXT_MAX_BYTES : TEXT_FIELD_MAX_BYTES) + 1,
  };
  // the form's text as a whole is bounded too: one rich field's worth and one plain field's, however many
  // parts (repeated names included) it arrives in, so 40 fields of the largest size are never all held
  const textLeft = { rich: RICH_TEXT_MAX_BYTES, plain: TEXT_FIELD_MAX_BYTES };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        const value = asText(part.value);
        const bytes = Buffer.byteLength(value);
        const budget = richText.has(part.fieldname) ? 'rich' : 'plain';
        textLeft[budget] -= bytes;
        if (part.valueTruncated || bytes > fieldLimit(part.fieldname) || textLeft[budget] < 0) {
          throw fieldTooLarge(part.fieldname);
        }
        refuseNul({ [part.fieldname]: value });
        fields[part.fieldname] = value;
        continue;
      }
      const kind = opts.files[part.fieldname];
      // a file field sent twice keeps its first file; the rest is read past, never held
      if (!kind || files[part.fieldname]) {
        part.file.resume();
        continue;
      }
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw fileTooLarge(part.fieldname, kind);
        throw err;
      }
      if (bytes.length > MAX_BYTES[kind]) throw fileTooLarge(part.fieldname, kind);
      if (bytes.length > 0) files[part.fieldname] = bytes;
    }
  } catch (err) {
    if (PARSER_LIMITS.has((err as { code?: string }).code ?? '')) throw tooLarge();
    // the parser's own refusals of the body (no boundary, a part cut short, a malformed header) carry
    // neither a code nor a status: the sender's mistake, a 400, not a server error
    if (
      !(err instanceof AppError) &&
      err instanceof Error &&
      (err as { statusCode?: number }).statusCode === undefined
    ) {
      throw badRequest(SERVER_MESSAGES.formMalformed);
    }
    throw err;
  }
  return { fields, files };
}

/** English zod messages become the shared Persian ones; the contract's Persian messages pass through. */
function persianMessage(issue: z.core.$ZodIssue): string {
  if (/[\u0600-\u06FF]/.test(issue.message)) return issue.message;
  return issue.code === 'invalid_type' && issue.input === undefined
    ? SERVER_MESSAGES.fieldRequired
    : SERVER_MESSAGES.fieldType;
}

/** Validates form fields with a contract schema; a failure is the same 400 {detail, code, fields} as JSON routes. */
export function parseForm<T extends z.ZodType>(schema: T, fields: Record<string, unknown>): z.output<T> {
  const result = schema.safeParse(fields, { reportInput: true });
  if (result.success) return result.data;
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || 'non_field';
    byField[key] = [...(byField[key] ?? []), persianMessage(issue)];
  }
  const first = Object.values(byField)[0]?.[0];
  const generic = first === SERVER_MESSAGES.fieldRequired || first === SERVER_MESSAGES.fieldType;
  throw badRequest(first && !generic ? first : SERVER_MESSAGES.validation, byField);
}
