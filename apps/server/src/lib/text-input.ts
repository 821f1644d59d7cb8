import { SERVER_MESSAGES } from '@rasti/contract';
import { badRequest } from './errors.ts';

/**
 * PostgreSQL text cannot hold U+0000 (the query fails) and no person types it; hostile input uses it to
 * split words such as `java\0script:`. Text carrying it is refused as a value of the wrong type.
 */
const NUL = '\u0000';

/** Deeper JSON than any form of ours sends is refused before it is parsed (a deep array overflows walks). */
export const MAX_JSON_DEPTH = 64;

/** Whether JSON text nests arrays and objects deeper than `max`, counted outside strings in one pass. */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** The paths (`a.b.0`) of every string, or key, holding a NUL character; walked without recursion. */
export function fieldsWithNul(value: unknown): string[] {
  const found: string[] = [];
  const stack: { value: unknown; at: string; depth: number }[] = [{ value, at: '', depth: 0 }];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (typeof next.value === 'string') {
      if (next.value.includes(NUL)) found.push(next.at || 'non_field');
      continue;
    }
    if (!next.value || typeof next.value !== 'object') continue;
    // parsed bodies are bounded already; anything deeper is refused as a whole rather than walked
    if (next.depth > MAX_JSON_DEPTH) {
      found.push(next.at || 'non_field');
      continue;
    }
    const entries = Object.entries(next.value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i]!;
      const path = next.at ? `${next.at}.${key}` : key;
      if (key.includes(NUL)) found.push(next.at || 'non_field');
      else stack.push({ value: inner, at: path, depth: next.depth + 1 });
    }
  }
  return found;
}

/** A 400 naming each field whose text holds a NUL character; nothing when there is none. */
export function refuseNul(value: unknown): void {
  const fields = fieldsWithNul(value);
  if (fields.length === 0) return;
  throw badRequest(
    SERVER_MESSAGES.fieldType,
    Object.fromEntries(fields.map((field) => [field, [SERVER_MESSAGES.fieldType]])),
  );
}
