/** One request the fuzzer sends: what it is, and the kind of input it carries. */
export interface FuzzCase {
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/**
 * Percent-encodes as a client would; a lone surrogate, which has no UTF-8 form, goes as the bytes
 * of its (invalid) three-byte encoding, as a careless client would send it.
 */
export function encodeText(value: string): string {
  let encoded = '';
  // Iterating a string yields whole code points; what is left as a single surrogate is a lone one.
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16)}`)
        .join('');
    } else encoded += encodeURIComponent(char);
  }
  return encoded;
}
