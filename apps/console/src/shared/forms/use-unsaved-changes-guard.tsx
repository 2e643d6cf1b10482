import { specMessages } from '@arca/contract';
import { useConfirm } from '@arca/ui';
import { type ReactElement, useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Leaving a page with unsaved changes asks first (shell.md §5, R26.32): inside the console with
 * the spec's dialog, and when the tab is closed or reloaded with the browser's own. Render the
 * returned element once in the form's page.
 */
export function useUnsavedChangesGuard(dirty: boolean): ReactElement {
  const [confirm, holder] = useConfirm();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({
      title: 'Discard changes?',
      content: specMessages.unsavedChanges,
      okText: 'Leave',
      cancelText: 'Stay',
      danger: true,
    }).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, confirm]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return holder;
}
