import { specMessages } from '@arca/contract';
import { useConfirm } from '@arca/ui';
import type { ReactElement } from 'react';

/**
 * A form's Reset asks first (R26.33): the unsaved-changes dialog in its reset variant, and the
 * changes go only when the user confirms. Render the returned element once in the form.
 */
export function useResetConfirmation(): [(reset: () => void) => void, ReactElement] {
  const [confirm, holder] = useConfirm();
  const confirmReset = (reset: () => void) => {
    void confirm({
      title: 'Discard changes?',
      content: specMessages.unsavedChangesReset,
      okText: 'Reset',
      cancelText: 'Keep editing',
      danger: true,
    }).then((discard) => {
      if (discard) reset();
    });
  };
  return [confirmReset, holder];
}
