import type { ReactNode } from 'react';

/**
 * The one wide primary button that submits an authentication form; drawn without antd, so the
 * login route needs none. While the call is pending it says so and takes no second press.
 */
export function SubmitButton({ pending, testId, children }: { pending: boolean; testId: string; children: ReactNode }) {
  return (
    <button
      type="submit"
      className="arca-button arca-button-primary arca-button-large arca-button-block"
      aria-busy={pending}
      onClick={pending ? (event) => event.preventDefault() : undefined}
      data-testid={testId}
    >
      {pending ? <span className="arca-button-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
