import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = join(import.meta.dirname, '..');

/** A secret-looking name on either side of === or !==, unless the other side is a literal. */
const COMPARISON =
  /[\w.]*(secret|token|signature|hmac|password|otp|apikey|hash)\w*\s*[!=]==\s*(?!undefined\b|null\b|''|""|true\b|false\b)[\w.]+|[\w.]+\s*[!=]==\s*[\w.]*(secret|token|signature|hmac|password|otp|apikey|hash)\w*/i;

/**
 * Comparisons that match the pattern but compare no secret a caller could be guessing: both
 * sides are the server's own values, or they are public identifiers.
 */
const REVIEWED = [
  // The stored argon2 hash against the one remembered with a Basic check: both the server's own.
  'user.passwordHash === remembered.passwordHash',
  // A user's new password against their old one, both from the same authenticated request.
  'request.newPassword === request.oldPassword',
  // Token ids are public identifiers, not the token.
  'row.tokenId === tokenId',
  // Secret names, not values.
  'old.name === secret.name',
  // A route's path (the registry's token endpoint), not a token.
  'url === ociRegistryRoutes.token.path',
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('secret comparison', () => {
  it('compares no secret with === in the server: secrets are looked up by their sha256 or compared with timingSafeEqual', () => {
    const found: string[] = [];
    for (const file of sources(SOURCE)) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (line.trimStart().startsWith('//') || line.trimStart().startsWith('*')) return;
          if (/typeof /.test(line) || /digest/i.test(line)) return;
          if (!COMPARISON.test(line) || REVIEWED.some((reviewed) => line.includes(reviewed))) return;
          found.push(`${relative(SOURCE, file)}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('uses timingSafeEqual where a signature is compared as bytes', () => {
    const nodeToken = readFileSync(join(SOURCE, 'modules/nodes/node-token.ts'), 'utf8');
    expect(nodeToken).toMatch(/given\.length === expected\.length && timingSafeEqual\(given, expected\)/);
  });
});
