import { describe, expect, it } from 'vitest';
import { packagesVariables, versionsVariables, versionVariables } from './package-variables.ts';

describe('package browser level limits', () => {
  it('R27.21 asks for 1 row for a single version, 100 packages at the first level and 100 versions at the second', () => {
    expect(versionVariables('7', '1.0.0').first).toBe(1);
    expect(packagesVariables({ name: 'left' }, null).first).toBe(100);
    expect(packagesVariables({}, 'cursor-2').first).toBe(100);
    expect(versionsVariables('7', false, null).first).toBe(100);
  });
});
