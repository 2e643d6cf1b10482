/**
 * Scheme, host and port of a URL, as a URL's origin compares them (host case, default ports, IP
 * spellings): where a credential sent to it goes. A stored secret or password is kept only while
 * its URL keeps this origin; another path on the same origin reaches the server that had it.
 * Undefined for a URL that does not parse.
 */
export function originOf(url: string): string | undefined {
  return URL.canParse(url) ? new URL(url).origin : undefined;
}
