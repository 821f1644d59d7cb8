// Rules of the newsroom's forms that need no schema library (ADR 16): the server's schemas and the web's
// forms both apply them.

/** Unix seconds from a date value; values at or above 1e12 are milliseconds (spec section 5). */
export const toUnixSeconds = (value: number): number => Math.floor(value >= 1e12 ? value / 1000 : value);

/** Prefixes 'https://' when the link has no scheme (spec section 2, manage media). */
export const withScheme = (link: string): string => {
  const trimmed = link.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
};

/** A field list's labels for some of its keys, in the order given (a form's required fields …). */
export const pickLabels = <T extends Record<string, string>, K extends keyof T>(
  labels: T,
  keys: readonly K[],
): { readonly [P in K]: T[P] } =>
  Object.fromEntries(keys.map((key) => [key, labels[key]])) as { [P in K]: T[P] };

/**
 * A form's required fields (spec section 5): their Persian names in the order the message lists them, the
 * summary's opening words ('please complete the following: ') and each field's own message.
 */
export interface RequiredFields<F extends string> {
  readonly labels: { readonly [P in F]: string };
  readonly prefix: string;
  readonly messages: { readonly [P in F]: string };
}

/** The summary naming the missing fields: the prefix and their comma-joined names. */
export const missingFieldsMessage = <F extends string>(
  rule: RequiredFields<F>,
  missing: readonly F[],
): string => rule.prefix + missing.map((field) => rule.labels[field]).join('، ');

/** What a form left empty: the fields in the rule's order, the summary and each field's own message. */
export interface MissingFields<F extends string> {
  fields: F[];
  summary: string;
  messages: Partial<Record<F, string>>;
}

/**
 * The required fields left empty (`empty`, one flag per field), in the rule's order. On a create every
 * field counts; on an edit `sent` says which fields it carries and only those sent empty count. null when
 * nothing is missing.
 */
export function missingRequired<F extends string>(
  rule: RequiredFields<F>,
  empty: { readonly [P in F]: boolean },
  sent?: (field: F) => boolean,
): MissingFields<F> | null {
  const fields = (Object.keys(rule.labels) as F[]).filter((field) => empty[field] && (sent?.(field) ?? true));
  if (fields.length === 0) return null;
  const messages: Partial<Record<F, string>> = {};
  for (const field of fields) messages[field] = rule.messages[field];
  return { fields, summary: missingFieldsMessage(rule, fields), messages };
}
