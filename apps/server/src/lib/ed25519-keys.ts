import { createHash, createPublicKey, type KeyObject } from 'node:crypto';

const PEM_BLOCK = /-----BEGIN PUBLIC KEY-----[\s\S]*?-----END PUBLIC KEY-----/g;

/**
 * Ed25519 public keys from text: PEM blocks and bare base64 SPKI keys, separated by commas or
 * newlines. An environment variable often carries a PEM's line breaks as a literal "\n", so those
 * are read as line breaks. Throws naming the first key that is not an Ed25519 public key.
 */
export function parseEd25519PublicKeys(text: string): KeyObject[] {
  const unescaped = text.replaceAll('\\n', '\n');
  const pems = unescaped.match(PEM_BLOCK) ?? [];
  const bare = unescaped
    .replace(PEM_BLOCK, ',')
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const keys: KeyObject[] = [];
  for (const [index, source] of [...pems, ...bare].entries()) {
    const key = readKey(source);
    if (key?.asymmetricKeyType !== 'ed25519') {
      throw new Error(`key ${index + 1} is not an Ed25519 public key in PEM or base64 SPKI form`);
    }
    keys.push(key);
  }
  return keys;
}

function readKey(source: string): KeyObject | undefined {
  try {
    if (source.startsWith('-----BEGIN')) return createPublicKey(source);
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(source)) return undefined;
    return createPublicKey({ key: Buffer.from(source, 'base64'), format: 'der', type: 'spki' });
  } catch {
    return undefined;
  }
}

/** A short name for a public key: the first 16 hex digits of the SHA-256 of its SPKI bytes. */
export function keyIdOf(key: KeyObject): string {
  return createHash('sha256')
    .update(key.export({ format: 'der', type: 'spki' }))
    .digest('hex')
    .slice(0, 16);
}
