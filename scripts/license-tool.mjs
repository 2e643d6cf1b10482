#!/usr/bin/env node
// Issues Arca licence files. Plain Node, no dependencies, so it runs wherever the keys are kept.
//
//   node scripts/license-tool.mjs keygen <dir>
//     writes <dir>/license-private.pem (mode 0600) and <dir>/license-public.pem, and prints the
//     public key in the base64 form ARCA_LICENSE_PUBLIC_KEYS takes.
//   node scripts/license-tool.mjs sign --key <private.pem> --type ENTERPRISE_PLUS --licensee "Acme"
//     --expires 2027-12-31 [--issued 2026-11-25] [--feature NAME]… [--out file]
//     writes the signed licence to the file, or to standard output.
//
// The format is the one apps/server/src/modules/licenses/license-document.ts reads: the signature
// is Ed25519 over canonicalJson(license), and keyId names the key.
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

// The licence types a file may carry (packages/contract/src/licenses.ts, without "none").
const LICENSE_TYPES = [
  'OSS',
  'CONAN',
  'JCR',
  'COMMERCIAL',
  'COMMERCIAL_X',
  'TRIAL',
  'EDGE',
  'EDGE_TRIAL',
  'ENTERPRISE',
  'ENTERPRISE_X',
  'ENTERPRISE_PLUS_TRIAL',
  'ENTERPRISE_PLUS',
];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function fail(message) {
  process.stderr.write(`license-tool: ${message}\n`);
  process.exit(1);
}

/** JSON with object keys in code-point order and no whitespace: the bytes that are signed. */
function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function keyIdOf(publicKey) {
  return createHash('sha256')
    .update(publicKey.export({ format: 'der', type: 'spki' }))
    .digest('hex')
    .slice(0, 16);
}

function keygen(args) {
  const [dir] = args;
  if (!dir) fail('usage: keygen <dir>');
  const privatePath = join(dir, 'license-private.pem');
  const publicPath = join(dir, 'license-public.pem');
  // Overwriting a private key would orphan every licence it signed.
  if (existsSync(privatePath)) fail(`${privatePath} exists already; choose another folder`);
  mkdirSync(dir, { recursive: true });
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  writeFileSync(privatePath, privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600 });
  writeFileSync(publicPath, publicKey.export({ format: 'pem', type: 'spki' }), { mode: 0o644 });
  const spki = publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
  process.stdout.write(
    `private key: ${privatePath} (keep it secret)\npublic key:  ${publicPath}\nkey id:      ${keyIdOf(publicKey)}\n` +
      `ARCA_LICENSE_PUBLIC_KEYS=${spki}\n`,
  );
}

function readOptions(args) {
  const options = {
    key: { type: 'string' },
    type: { type: 'string' },
    licensee: { type: 'string' },
    issued: { type: 'string' },
    expires: { type: 'string' },
    feature: { type: 'string', multiple: true },
    out: { type: 'string' },
  };
  try {
    return parseArgs({ args, options });
  } catch (error) {
    return fail(error.message);
  }
}

function signLicense(args) {
  const { values } = readOptions(args);
  if (!values.key) fail('--key <private.pem> is required');
  if (!values.type || !LICENSE_TYPES.includes(values.type)) fail(`--type must be one of ${LICENSE_TYPES.join(', ')}`);
  if (!values.licensee?.trim()) fail('--licensee is required');
  const issued = values.issued ?? new Date().toISOString().slice(0, 10);
  if (!values.expires || !DATE.test(values.expires) || !DATE.test(issued)) {
    fail('--expires (and --issued) must be dates as YYYY-MM-DD');
  }
  if (values.expires < issued) fail('--expires is before --issued');
  let privateKey;
  try {
    privateKey = createPrivateKey(readFileSync(values.key, 'utf8'));
  } catch {
    fail(`${values.key} is not a readable private key`);
  }
  if (privateKey.asymmetricKeyType !== 'ed25519') fail(`${values.key} is not an Ed25519 private key`);
  const license = {
    type: values.type,
    licensee: values.licensee.trim(),
    issued,
    expires: values.expires,
    features: values.feature ?? [],
  };
  const signature = sign(null, Buffer.from(canonicalJson(license), 'utf8'), privateKey).toString('base64');
  const file = `${JSON.stringify({ license, keyId: keyIdOf(createPublicKey(privateKey)), signature }, null, 2)}\n`;
  if (values.out) writeFileSync(values.out, file);
  else process.stdout.write(file);
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'keygen') keygen(rest);
else if (command === 'sign') signLicense(rest);
else
  fail(
    'usage: license-tool.mjs keygen <dir> | sign --key <private.pem> --type <type> --licensee <name> --expires <YYYY-MM-DD> [--out file]',
  );
