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
