/**
 * An outlet's link as a safe href: 'https://' is prefixed when it has no scheme (spec section 2) and
 * anything but http(s) is not linked at all (the server stores only http(s), this guards old rows).
 */
export function outletHref(link: string): string | null {
  const trimmed = link.trim();
  if (!trimmed) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed)
    ? trimmed
    : `https://${trimmed.replace(/^\/+/, '')}`;
  return /^https?:\/\/\S+$/i.test(withScheme) ? withScheme : null;
}

/** The link as people read it: without the scheme, 'www.' or a trailing slash. */
export function displayLink(link: string): string {
  return link
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}
