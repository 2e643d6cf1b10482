import { describe, expect, it } from 'vitest';
import { ENVIRONMENT_PLACEHOLDER, nextDropdownValue, PLACEHOLDER_OPTION_VALUE, toggleEnvironment } from './utils.ts';

const environments = ['DEV', 'QA', 'PROD'];

describe('environment selector utils', () => {
  it("R25.140 the placeholder is 'Select Environment'", () => {
    expect(ENVIRONMENT_PLACEHOLDER).toBe('Select Environment');
  });

  it('R25.139 toggles an environment in or out, in listed order', () => {
    expect(toggleEnvironment(environments, ['PROD'], 'DEV')).toEqual(['DEV', 'PROD']);
    expect(toggleEnvironment(environments, ['DEV', 'PROD'], 'DEV')).toEqual(['PROD']);
  });

  it('R25.141 choosing the placeholder clears the selection only when allowed', () => {
    expect(nextDropdownValue(['DEV', 'QA', PLACEHOLDER_OPTION_VALUE], true)).toEqual([]);
    expect(nextDropdownValue(['DEV', PLACEHOLDER_OPTION_VALUE], false)).toEqual(['DEV']);
    expect(nextDropdownValue(['DEV', 'QA'], true)).toEqual(['DEV', 'QA']);
  });
});
