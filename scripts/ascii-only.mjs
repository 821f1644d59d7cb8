// Shared by the server's build and the web build's server bundle (plain JavaScript: `npm start` builds without a loader).

/**
 * A bundle's code with every character outside ASCII written as a `\uXXXX` escape (the server's bundle,
 * apps/server/build.mjs, and the web build's server bundle for the rendering thread,
 * apps/web/build/server-bundle.ts). esbuild escapes them in strings but leaves them in regular expressions
 * and comments, and Rollup leaves them everywhere; one Persian letter makes V8 keep the whole source as a
 * two-byte string, for as long as the module lives: the server's 1 MB bundle took 2 MB of the main thread's
 * heap (docs/decisions/0021). The escape means the same letter in a string, a template, a regular expression
 * (with or without the u flag: a surrogate pair of escapes is one code point there) and a comment; an identity
 * escape (`\،`) loses its backslash, which it never needed. Columns of a source map move on the few lines
 * that had such letters.
 */
/** @param {string} code */
export function asciiOnly(code) {
  return code.replace(/(\\*)([\u0080-\uffff])/g, (_, slashes, char) => {
    const kept = slashes.length % 2 === 1 ? slashes.slice(1) : slashes;
    return `${kept}\\u${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  });
}
