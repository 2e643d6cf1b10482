/** Escapes LIKE's wildcards in literal text, for a pattern written with `escape '!'`. */
export function escapeLike(text: string): string {
  return text.replace(/[!%_]/g, '!$&');
}
