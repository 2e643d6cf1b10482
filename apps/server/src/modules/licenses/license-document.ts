import { type KeyObject, verify } from 'node:crypto';
import { isLicenseType, type LicenseType, licenseMessages } from '@arca/contract';
import { keyIdOf } from '../../lib/ed25519-keys.ts';
import { Invalid } from '../../lib/errors.ts';

/**
 * A licence file is JSON text:
 *
 *   {"license": {"type": "ENTERPRISE_PLUS", "licensee": "Acme", "issued": "2026-11-25",
 *                "expires": "2027-12-31", "features": ["…"]},
 *    "keyId": "<first 16 hex digits of the SHA-256 of the signing key's SPKI bytes>",
 *    "signature": "<base64 Ed25519 signature>"}
 *
 * The signature covers the UTF-8 bytes of canonicalJson(license): keys sorted, no whitespace. So
 * the file may be re-indented or its keys reordered, but any changed value breaks it. keyId is
 * outside the signature: it only picks the key to check with and names an unknown one.
 * scripts/license-tool.mjs writes the same format with its own copy of canonicalJson.
 */
export interface LicenseDocument {
  type: Exclude<LicenseType, 'none'>;
  licensee: string;
  /** Dates as YYYY-MM-DD; the licence is in force through the whole expiry day (UTC). */
  issued: string;
  expires: string;
  features: string[];
}

export interface SignedLicense {
  document: LicenseDocument;
  /** The signed object as the file holds it, extra fields included, for the signature check. */
  signed: Record<string, unknown>;
  keyId: string;
  signature: Buffer;
}

export type SignatureCheck = 'valid' | 'unknown-key' | 'bad-signature';

/** JSON with object keys in code-point order and no whitespace: the bytes that are signed. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function isDate(value: unknown): value is string {
  return (
    typeof value === 'string' && DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
  );
}

function refuse(reason: string): never {
  throw new Invalid(licenseMessages.notALicense(reason));
}

/** Reads a licence file's text; refuses (Invalid) anything that is not a well-formed signed licence. */
export function parseLicenseFile(text: string): SignedLicense {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    refuse('it is not JSON');
  }
  if (!isRecord(file) || !isRecord(file.license)) refuse('it has no "license" object');
  const { license, keyId, signature } = file;
  if (typeof keyId !== 'string' || keyId === '') refuse('it has no "keyId"');
  if (typeof signature !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) refuse('it has no "signature"');
  const { type, licensee, issued, expires, features = [] } = license;
  if (typeof type !== 'string' || !isLicenseType(type) || type === 'none') refuse(`"type" is not a licence type`);
  if (typeof licensee !== 'string' || licensee.trim() === '') refuse('"licensee" is missing');
  if (!isDate(issued) || !isDate(expires)) refuse('"issued" and "expires" must be dates as YYYY-MM-DD');
  if (expires < issued) refuse('it expires before it was issued');
  if (!Array.isArray(features) || !features.every((feature) => typeof feature === 'string')) {
    refuse('"features" must be a list of names');
  }
  return {
    document: { type, licensee, issued, expires, features },
    signed: license,
    keyId,
    signature: Buffer.from(signature, 'base64'),
  };
}

/** Checks the signature with the trusted key the file names. */
export function checkSignature(license: SignedLicense, keys: readonly KeyObject[]): SignatureCheck {
  const key = keys.find((candidate) => keyIdOf(candidate) === license.keyId);
  if (!key) return 'unknown-key';
  const bytes = Buffer.from(canonicalJson(license.signed), 'utf8');
  try {
    return verify(null, bytes, key, license.signature) ? 'valid' : 'bad-signature';
  } catch {
    // A signature of the wrong length is refused by the crypto library rather than answered false.
    return 'bad-signature';
  }
}

/** Whether the licence has run out: it holds through the end of its expiry day, UTC. */
export function isExpired(document: LicenseDocument, now: Date): boolean {
  return now.getTime() >= Date.parse(`${document.expires}T00:00:00Z`) + DAY_MS;
}
