import { SERVER_MESSAGES } from '@rasti/contract';
import { badRequest } from './errors.ts';

/**
 * PostgreSQL text cannot hold U+0000 (the query fails) and no person types it; hostile input uses it to
 * split words such as `java\0script:`. Text carrying it is refused as a value of the wrong type.
 */
const NUL = '\u0000';

/** The paths (`a.b.0`) of every string, or key, holding a NUL character. */
export function fieldsWithNul(value: unknown, at = ''): string[] {
  if (typeof value === 'string') return value.includes(NUL) ? [at || 'non_field'] : [];
  if (!value || typeof value !== 'object') return [];
  const found: string[] = [];
  for (const [key, inner] of Object.entries(value)) {
    const path = at ? `${at}.${key}` : key;
    if (key.includes(NUL)) found.push(at || 'non_field');
    else found.push(...fieldsWithNul(inner, path));
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
