import { describe, expect, it } from 'vitest';
import { humanizedUptime } from './humanized-uptime.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('humanizedUptime', () => {
  it('R20.04 tells an uptime in its two largest units', () => {
    expect(humanizedUptime(2 * DAY + 3 * HOUR + 4 * MINUTE + 5)).toBe('2 days 3 hours');
    expect(humanizedUptime(5 * MINUTE + 12)).toBe('5 minutes 12 seconds');
    expect(humanizedUptime(HOUR + 59 * MINUTE + 59)).toBe('1 hour 59 minutes');
    expect(humanizedUptime(1 * DAY + 1 * HOUR)).toBe('1 day 1 hour');
    expect(humanizedUptime(42)).toBe('42 seconds');
    expect(humanizedUptime(1)).toBe('1 second');
    expect(humanizedUptime(400 * DAY + 23 * HOUR)).toBe('400 days 23 hours');
  });

  it('leaves out a second unit that is zero rather than skipping to a smaller one', () => {
    expect(humanizedUptime(2 * DAY + 5 * MINUTE)).toBe('2 days');
    expect(humanizedUptime(3 * HOUR + 30)).toBe('3 hours');
    expect(humanizedUptime(0)).toBe('0 seconds');
  });

  it('drops fractions of a second', () => {
    expect(humanizedUptime(61.9)).toBe('1 minute 1 second');
  });

  it("R20.05 shows a missing uptime as 'unavailable'", () => {
    expect(humanizedUptime(null)).toBe('unavailable');
    expect(humanizedUptime(undefined)).toBe('unavailable');
    expect(humanizedUptime(Number.NaN)).toBe('unavailable');
    expect(humanizedUptime(-5)).toBe('unavailable');
  });
});
