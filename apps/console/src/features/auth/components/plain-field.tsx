import { useId, useState } from 'react';
import { AuthIcon, type AuthIconName } from './auth-icons.tsx';

export interface PlainFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's own error, shown under it and announced. */
  error: string | undefined;
  icon: AuthIconName;
  /** A password is hidden until its owner shows it, as antd's password field does. */
  secret?: boolean;
  autoComplete: string;
  autoFocus?: boolean;
  disabled: boolean;
  testId: string;
}

/** A labelled text or password field of the login route, drawn without antd. */
export function PlainField({
  label,
  name,
  value,
  onChange,
  error,
  icon,
  secret = false,
  autoComplete,
  autoFocus,
  disabled,
  testId,
}: PlainFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [shown, setShown] = useState(false);
  const invalid = error !== undefined;
  return (
    <div className="arca-field" data-invalid={invalid}>
      <label className="arca-field-label" htmlFor={id}>
        {label}
      </label>
      <div className="arca-input" data-invalid={invalid}>
        <span className="arca-input-prefix">
          <AuthIcon name={icon} />
        </span>
        <input
          id={id}
          name={name}
          type={secret && !shown ? 'password' : 'text'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          // biome-ignore lint/a11y/noAutofocus: the login form's first field, as the page's one task.
          autoFocus={autoFocus}
          disabled={disabled}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          data-testid={testId}
        />
        {secret ? (
          <button
            type="button"
            className="arca-input-suffix"
            aria-label={shown ? 'Hide password' : 'Show password'}
            aria-pressed={shown}
            onClick={() => setShown(!shown)}
            disabled={disabled}
          >
            <AuthIcon name={shown ? 'eye' : 'eyeInvisible'} />
          </button>
        ) : null}
      </div>
      {invalid ? (
        <div id={errorId} className="arca-field-error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
