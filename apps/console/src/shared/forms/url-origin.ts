/**
 * Whether an edited URL leads to another origin (scheme, host and port) than the stored one. The
 * server never sends a stored secret or password to another origin, so a form asks for it again;
 * another path on the same origin reaches the server that had it already. A URL that does not
 * parse yet (still being typed) leads nowhere new.
 */
export function leadsElsewhere(storedUrl: string, url: string): boolean {
  const edited = url.trim();
  if (!URL.canParse(storedUrl) || !URL.canParse(edited)) return false;
  return new URL(edited).origin !== new URL(storedUrl).origin;
}
