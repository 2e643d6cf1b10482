import { describe, expect, it } from 'vitest';
import { repoKeyProblem } from './repositories.ts';

describe('repository key messages', () => {
  it("R26.25 refuses a key over its 64-character maximum with 'Value may not exceed 64 symbols'", () => {
    expect(repoKeyProblem('a'.repeat(64))).toBeUndefined();
    expect(repoKeyProblem('a'.repeat(65))).toBe('Value may not exceed 64 symbols');
  });

  it("R26.27 refuses a key with a forbidden character with 'Name contains illegal characters'", () => {
    expect(repoKeyProblem('libs|release')).toBe('Name contains illegal characters');
    expect(repoKeyProblem('libs-release')).toBeUndefined();
  });
});
