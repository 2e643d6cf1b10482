interface EnvironmentSelectorBase {
  /** Environment names, e.g. DEV, QA, PROD. */
  environments: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Accessible name of the group or the dropdown. */
  ariaLabel?: string;
  disabled?: boolean;
}

/** R25.139: the selector is either a row of toggle buttons or a dropdown. */
export type EnvironmentSelectorProps =
  | (EnvironmentSelectorBase & { mode: 'buttons' })
  | (EnvironmentSelectorBase & {
      mode: 'dropdown';
      /** R25.141: offer the placeholder as an option; choosing it clears the selection. */
      placeholderClears?: boolean;
    });
