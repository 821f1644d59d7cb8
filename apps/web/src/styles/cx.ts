/** The class names given, joined with spaces (falsy ones left out). */
export const cx = (...names: (string | false | null | undefined)[]): string =>
  names.filter(Boolean).join(' ');
