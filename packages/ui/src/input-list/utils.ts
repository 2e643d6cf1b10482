import type { AddOutcome, AddTrigger, InputListValidator } from './types.ts';

/** R25.100 */
export const DUPLICATE_VALUE_MESSAGE = 'Value already exists';

/** R25.101 */
export const REQUIRED_VALUE_MESSAGE = 'You must fill out the field';

/** Accessible name of the plus button. */
export const ADD_VALUE_LABEL = 'Add value';

/** Accessible name of a value's remove button. */
export function removeValueLabel(value: string): string {
  return `Remove ${value}`;
}

/** R25.102: validators run in order and the first failing one supplies the message. */
export function firstValidationError(value: string, validators: readonly InputListValidator[]): string | undefined {
  for (const validate of validators) {
    const message = validate(value);
    if (message !== undefined) return message;
  }
  return undefined;
}

/**
 * Tries to add the typed value (R25.096–R25.103). Surrounding spaces are trimmed. A blank value is
 * an error only in a required list (R25.101); on blur it is one only while the list is still empty,
 * so tabbing past the input of a list that already has values does not raise it.
 * New values go to the front (R25.103).
 */
export function addValue(
  draft: string,
  values: readonly string[],
  options: { required: boolean; validators: readonly InputListValidator[] },
  trigger: AddTrigger,
): AddOutcome {
  const value = draft.trim();
  if (value === '') {
    const missing = options.required && (trigger !== 'blur' || values.length === 0);
    return missing ? { kind: 'error', message: REQUIRED_VALUE_MESSAGE } : { kind: 'ignore' };
  }
  if (values.includes(value)) return { kind: 'error', message: DUPLICATE_VALUE_MESSAGE };
  const message = firstValidationError(value, options.validators);
  if (message !== undefined) return { kind: 'error', message };
  return { kind: 'add', values: [value, ...values] };
}

export function removeValue(values: readonly string[], value: string): string[] {
  return values.filter((v) => v !== value);
}
