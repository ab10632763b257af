/**
 * The cookies the browser writes for the server's first views (the time zone, the theme): each a
 * short value for this origin only, kept a year and renewed on every start.
 */

/** Writes `name=value` (URI-encoded) for the whole origin, for a year. */
export function writeCookie(name: string, value: string): void {
  // Lax, not Strict: a page opened from a link in another site (a chat, a ticket) is a top-level
  // navigation, and it must be drawn as the person set it up too.
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The decoded value of the cookie `name` in a `Cookie` header; null when it is not there or not decodable. */
export function readCookie(cookieHeader: string | null, name: string): string | null {
  const prefix = `${name}=`;
  const part = cookieHeader
    ?.split(';')
    .map((each) => each.trim())
    .find((each) => each.startsWith(prefix));
  if (part === undefined) return null;
  const value = part.slice(prefix.length);
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
