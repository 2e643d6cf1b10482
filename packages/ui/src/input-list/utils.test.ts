import { describe, expect, it, vi } from 'vitest';
import {
  addValue,
  DUPLICATE_VALUE_MESSAGE,
  firstValidationError,
  REQUIRED_VALUE_MESSAGE,
  removeValue,
  removeValueLabel,
} from './utils.ts';

const plain = { required: false, validators: [] };

describe('input list utils', () => {
  it('R25.103 puts a new value at the front of the list', () => {
    expect(addValue('docker.io', ['registry.npmjs.org', 'repo1.maven.org'], plain, 'enter')).toEqual({
      kind: 'add',
      values: ['docker.io', 'registry.npmjs.org', 'repo1.maven.org'],
    });
  });

  it('trims the typed value before adding it', () => {
    expect(addValue('  ghcr.io ', [], plain, 'button')).toEqual({ kind: 'add', values: ['ghcr.io'] });
  });

  it('R25.100 rejects a value already in the list', () => {
    expect(addValue('docker.io', ['docker.io'], plain, 'enter')).toEqual({
      kind: 'error',
      message: DUPLICATE_VALUE_MESSAGE,
    });
    expect(DUPLICATE_VALUE_MESSAGE).toBe('Value already exists');
  });

  it('R25.101 a blank value is an error only in a required list', () => {
    expect(REQUIRED_VALUE_MESSAGE).toBe('You must fill out the field');
    for (const trigger of ['enter', 'button', 'blur'] as const) {
      expect(addValue('   ', [], plain, trigger)).toEqual({ kind: 'ignore' });
      expect(addValue('', [], { required: true, validators: [] }, trigger)).toEqual({
        kind: 'error',
        message: REQUIRED_VALUE_MESSAGE,
      });
    }
    // Tabbing past a required list that already has values does not complain.
    expect(addValue('', ['docker.io'], { required: true, validators: [] }, 'blur')).toEqual({ kind: 'ignore' });
    expect(addValue('', ['docker.io'], { required: true, validators: [] }, 'enter')).toEqual({
      kind: 'error',
      message: REQUIRED_VALUE_MESSAGE,
    });
  });

  it('R25.102 runs validators in order; the first failing one supplies the message', () => {
    const third = vi.fn(() => 'never reached');
    const validators = [() => undefined, (v: string) => (v.includes(' ') ? 'No spaces' : undefined), third];
    expect(firstValidationError('a b', validators)).toBe('No spaces');
    expect(third).not.toHaveBeenCalled();
    expect(firstValidationError('ab', [() => undefined, () => 'Too short', () => 'Bad'])).toBe('Too short');
    expect(firstValidationError('ab', [])).toBeUndefined();
    expect(addValue('a b', [], { required: false, validators }, 'enter')).toEqual({
      kind: 'error',
      message: 'No spaces',
    });
  });

  it('removes one value and names its button', () => {
    expect(removeValue(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
    expect(removeValueLabel('docker.io')).toBe('Remove docker.io');
  });
});
