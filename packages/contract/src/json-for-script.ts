// No zod here: the server's page heads and the web app's server entry both use it.

/**
 * JSON for a <script type="application/json"> or "application/ld+json" data block: '<' (so no '</script>'
 * or '<!--' can close or bend the block), '>' and '&' become JSON escapes, as do the two line separators
 * JavaScript once refused.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
