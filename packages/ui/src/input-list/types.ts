/** A custom check on a new value: the message to show, or undefined when the value passes (R25.102). */
export type InputListValidator = (value: string) => string | undefined;

/** What set off an attempt to add the typed value (R25.097–R25.099). */
export type AddTrigger = 'enter' | 'button' | 'blur';

/** The result of trying to add the typed value. */
export type AddOutcome =
  | { kind: 'add'; values: string[] }
  | { kind: 'error'; message: string }
  /** Nothing to add and nothing to say (a blank value in a list that is not required). */
  | { kind: 'ignore' };

export interface InputListProps {
  /** The list, newest first. */
  values: readonly string[];
  /** Called with the whole new list after an add or a removal. */
  onChange: (values: string[]) => void;
  /** Accessible name of the input and of the list of values. */
  label: string;
  /** A blank value is then an error ('You must fill out the field'); otherwise it is ignored (R25.101). */
  required?: boolean;
  /** Run in order on a new value; the first message returned is shown and the value is not added. */
  validators?: readonly InputListValidator[];
  placeholder?: string;
  disabled?: boolean;
  /** Id of help text describing the input, announced with it. */
  describedBy?: string;
}
