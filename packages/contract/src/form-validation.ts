/**
 * The product's general form patterns and messages (admin-and-widgets.md §5, R26.01–R26.31),
 * kept in one place so a form, the server and the tests read the same texts. The rules that
 * belong to one entity stay with it (repository keys in `repositories.ts`, group names in
 * `groups.ts`); these are the ones any field may use.
 */

/** R26.10, R27.24: the range of a long-interval value (milliseconds or seconds, as the field says). */
export const LONG_INTERVAL_RANGE = { min: 0, max: 9_999_999_999_999 } as const;

export const formPatterns = {
  /** R26.01 */
  alphanumericUnderscoreHyphen: /^[A-Za-z0-9_-]+$/,
  /** R26.02 */
  alphanumericDotAtWhitespace: /^[A-Za-z0-9.@\s]+$/,
  /** R26.03 */
  lettersOnly: /^[A-Za-z]+$/,
  /** R26.04 */
  digitsOnly: /^[0-9]+$/,
  /** R26.06: a host must follow the scheme; a port, base DN and filter may follow it. */
  ldapUrl: /^ldaps?:\/\/[^\s/?#]+(\/\S*)?$/i,
} as const;

export const formMessages = {
  /** R26.12 */
  keyNotUploaded: 'Key has to be uploaded',
  /** R26.14 */
  mustBeValidEmail: 'Must be a valid email',
  /** R26.16 */
  nonNegativeNumber: 'Please enter a non-negative number',
  /** R26.17 */
  wholeNumber: 'Please enter a whole number',
  /** R26.19 */
  valueTooLong: 'The value is too long',
  /** R26.20 */
  longIntervalRange: `Value must be between ${LONG_INTERVAL_RANGE.min} and ${LONG_INTERVAL_RANGE.max}`,
  /** R26.23 */
  invalidCron: 'Please enter a valid cron expression',
  /** R26.24 */
  valueDoesNotMatch: 'Value does not match',
  /** R26.25: N is the field's maximum. */
  maxSymbols: (max: number) => `Value may not exceed ${max} symbols`,
  /** R26.26: N is the field's minimum; 'then' is the spec's spelling. */
  minSymbols: (min: number) => `Value must be greater then ${min} symbols`,
  /** R26.31 (O59): the repository key's rules in one sentence, for the field's help. */
  keyRules: 'Key must start with a letter or a digit and can only contain letters, digits, . or -',
} as const;

/**
 * What is wrong with a long-interval value (R26.10, R26.16, R26.17, R26.20): a negative number
 * first, then a fraction, then the upper bound. Undefined for a good value or an empty field,
 * whose being required is another rule.
 */
export function longIntervalProblem(value: number | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (!Number.isFinite(value)) return formMessages.longIntervalRange;
  if (value < LONG_INTERVAL_RANGE.min) return formMessages.nonNegativeNumber;
  if (!Number.isInteger(value)) return formMessages.wholeNumber;
  if (value > LONG_INTERVAL_RANGE.max) return formMessages.longIntervalRange;
  return undefined;
}

/** R26.25, R26.26: a text's length against a field's bounds; undefined when it fits. */
export function lengthProblem(value: string, bounds: { min?: number; max?: number }): string | undefined {
  if (bounds.min !== undefined && value.length < bounds.min) return formMessages.minSymbols(bounds.min);
  if (bounds.max !== undefined && value.length > bounds.max) return formMessages.maxSymbols(bounds.max);
  return undefined;
}

/** A Quartz cron field's numeric bounds and the names it takes instead of numbers. */
interface CronField {
  min: number;
  max: number;
  names?: readonly string[];
  /** Day-of-month and day-of-week also take L, W and # forms. */
  calendar?: boolean;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;
const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

/** Seconds, minutes, hours, day of month, month, day of week, and the optional year. */
const CRON_FIELDS: readonly CronField[] = [
  { min: 0, max: 59 },
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31, calendar: true },
  { min: 1, max: 12, names: MONTHS },
  { min: 1, max: 7, names: WEEKDAYS, calendar: true },
  { min: 1970, max: 2099 },
];

function cronValue(text: string, field: CronField): boolean {
  if ((field.names as readonly string[] | undefined)?.includes(text.toUpperCase())) return true;
  if (!/^[0-9]+$/.test(text)) return false;
  const number = Number(text);
  return number >= field.min && number <= field.max;
}

function cronPart(part: string, field: CronField): boolean {
  if (field.calendar && /^(L|LW|L-[0-9]+|[0-9]+W|[0-9]L|[0-9]#[1-5])$/i.test(part)) return true;
  const [range = '', step, extra] = part.split('/');
  if (extra !== undefined) return false;
  if (step !== undefined && !(/^[0-9]+$/.test(step) && Number(step) > 0)) return false;
  if (range === '*') return true;
  const [from = '', to, beyond] = range.split('-');
  if (beyond !== undefined) return false;
  return cronValue(from, field) && (to === undefined || cronValue(to, field));
}

/**
 * Whether an expression is a Quartz cron expression, the kind the platform's schedules take
 * (R26.23): six or seven fields, `?` in day of month or day of week (Quartz needs one of them
 * left open), each other field a list of values, ranges, steps and, for days, L/W/# forms.
 */
export function cronExpressionProblem(expression: string): string | undefined {
  const fields = expression.trim().split(/\s+/);
  if (fields.length < 6 || fields.length > 7) return formMessages.invalidCron;
  const dayOfMonthOpen = fields[3] === '?';
  const dayOfWeekOpen = fields[5] === '?';
  if (dayOfMonthOpen === dayOfWeekOpen) return formMessages.invalidCron;
  const valid = fields.every((text, index) => {
    const field = CRON_FIELDS[index];
    if (!field) return false;
    if (text === '?') return field.calendar === true;
    return text.split(',').every((part) => cronPart(part, field));
  });
  return valid ? undefined : formMessages.invalidCron;
}
