import { describe, expect, it } from 'vitest';
import {
  cronExpressionProblem,
  formMessages,
  formPatterns,
  LONG_INTERVAL_RANGE,
  lengthProblem,
  longIntervalProblem,
} from './form-validation.ts';

/** Which of the samples a pattern accepts. */
function accepted(pattern: RegExp, samples: string[]): string[] {
  return samples.filter((sample) => pattern.test(sample));
}

describe('the form pattern catalogue', () => {
  it('R26.01 alphanumeric with underscore and hyphen', () => {
    expect(accepted(formPatterns.alphanumericUnderscoreHyphen, ['build_1-x', 'ABC', 'a.b', 'a b', 'a@b', ''])).toEqual([
      'build_1-x',
      'ABC',
    ]);
  });

  it('R26.02 alphanumeric with . @ and whitespace', () => {
    expect(
      accepted(formPatterns.alphanumericDotAtWhitespace, ['jane.doe@example.com', 'Team A', 'a_b', 'a-b', 'a/b']),
    ).toEqual(['jane.doe@example.com', 'Team A']);
  });

  it('R26.03 letters only', () => {
    expect(accepted(formPatterns.lettersOnly, ['Arca', 'arca1', 'ar ca', 'ar-ca', ''])).toEqual(['Arca']);
  });

  it('R26.04 digits only', () => {
    expect(accepted(formPatterns.digitsOnly, ['0', '0042', '4.2', '-1', '1e3', ''])).toEqual(['0', '0042']);
  });

  it('R26.06 ldap and ldaps URLs', () => {
    const samples = [
      'ldap://ldap.example.com:389/dc=example,dc=com',
      'LDAPS://directory',
      'http://ldap.example.com',
      'ldap://',
      'ldap:// spaced',
    ];
    expect(accepted(formPatterns.ldapUrl, samples)).toEqual([
      'ldap://ldap.example.com:389/dc=example,dc=com',
      'LDAPS://directory',
    ]);
  });
});

describe('the form messages', () => {
  it("R26.12 R26.14 R26.19 R26.24 keep the spec's texts", () => {
    expect(formMessages.keyNotUploaded).toBe('Key has to be uploaded');
    expect(formMessages.mustBeValidEmail).toBe('Must be a valid email');
    expect(formMessages.valueTooLong).toBe('The value is too long');
    expect(formMessages.valueDoesNotMatch).toBe('Value does not match');
  });

  it("R26.26 names the field's minimum, spelt 'greater then' as given; R26.25 its maximum", () => {
    expect(lengthProblem('a', { min: 2, max: 64 })).toBe('Value must be greater then 2 symbols');
    expect(lengthProblem('ab', { min: 2, max: 64 })).toBeUndefined();
    expect(lengthProblem('a'.repeat(65), { min: 2, max: 64 })).toBe('Value may not exceed 64 symbols');
  });

  it('R26.31 the combined key message states both key rules at once (O59)', () => {
    expect(formMessages.keyRules).toBe(
      'Key must start with a letter or a digit and can only contain letters, digits, . or -',
    );
  });
});

describe('long-interval values', () => {
  it('R27.24 R26.10 the range is 0 to 9999999999999, both ends included', () => {
    expect(LONG_INTERVAL_RANGE).toEqual({ min: 0, max: 9999999999999 });
    expect(longIntervalProblem(0)).toBeUndefined();
    expect(longIntervalProblem(9999999999999)).toBeUndefined();
  });

  it("R26.20 refuses a value above the range with 'Value must be between 0 and 9999999999999'", () => {
    expect(longIntervalProblem(10000000000000)).toBe('Value must be between 0 and 9999999999999');
  });

  it("R26.16 refuses a negative value with 'Please enter a non-negative number'", () => {
    expect(longIntervalProblem(-1)).toBe('Please enter a non-negative number');
  });

  it("R26.17 refuses a fraction with 'Please enter a whole number'", () => {
    expect(longIntervalProblem(1.5)).toBe('Please enter a whole number');
  });

  it('leaves an empty field to the required rule', () => {
    expect(longIntervalProblem(undefined)).toBeUndefined();
    expect(longIntervalProblem(null)).toBeUndefined();
  });
});

describe('cron expressions', () => {
  it("R26.23 accepts Quartz expressions and refuses others with 'Please enter a valid cron expression'", () => {
    for (const good of [
      '0 0 2 ? * SAT',
      '0 */15 * * * ?',
      '0 0 12 1/5 * ? 2030',
      '0 0 8-18 ? JAN-MAR MON-FRI',
      '0 0 0 L * ?',
      '0 0 0 ? * 6#3',
    ]) {
      expect(cronExpressionProblem(good), good).toBeUndefined();
    }
    for (const bad of [
      '',
      '* * * * *',
      '0 0 2 * * *',
      '0 0 24 ? * *',
      '0 60 0 ? * MON',
      '0 0 0 ? * FUNDAY',
      '0 0 0 ? * MON 1900',
      '0 0 0 ? * */0',
    ]) {
      expect(cronExpressionProblem(bad), bad).toBe('Please enter a valid cron expression');
    }
  });
});
