import { SUPPORT_BUNDLE_LIMITS } from '@arca/contract';

const { maxThreadDumps, maxThreadDumpIntervalMillis, nameMaxLength, descriptionMaxLength } = SUPPORT_BUNDLE_LIMITS;

/** The create form's messages; the spec words none of them (O51). */
export const supportBundleFieldMessages = {
  nameTooLong: `Keep the name to ${nameMaxLength} characters`,
  descriptionTooLong: `Keep the description to ${descriptionMaxLength} characters`,
  startDate: 'Choose the first day of logs to include',
  endDate: 'Choose the last day of logs to include',
  dateOrder: 'The first day must not be after the last day',
  threadDumpCount: `Enter a whole number of thread dumps from 0 to ${maxThreadDumps}`,
  threadDumpInterval: `Enter a whole number of milliseconds from 0 to ${maxThreadDumpIntervalMillis}`,
} as const;

type NumberInput = number | string | null | undefined;

/** A whole number within [0, max]; an input left empty is not one. */
function isWholeWithin(value: NumberInput, max: number): boolean {
  if (value === null || value === undefined || value === '') return false;
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 && number <= max;
}

export function threadDumpCountProblem(value: NumberInput): string | undefined {
  return isWholeWithin(value, maxThreadDumps) ? undefined : supportBundleFieldMessages.threadDumpCount;
}

export function threadDumpIntervalProblem(value: NumberInput): string | undefined {
  return isWholeWithin(value, maxThreadDumpIntervalMillis) ? undefined : supportBundleFieldMessages.threadDumpInterval;
}

/** YYYY-MM-DD strings compare as the dates they name. */
export function dateOrderProblem(startDate: string | undefined, endDate: string | undefined): string | undefined {
  return startDate && endDate && startDate > endDate ? supportBundleFieldMessages.dateOrder : undefined;
}
