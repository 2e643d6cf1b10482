import { type ReactElement, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard.tsx';

/**
 * The unsaved-changes guard of an editor, and the way out after a save. Leaving waits one render,
 * so the guard has already been told the form is no longer dirty and lets the save go.
 */
export function useLeaveAfterSave(dirty: boolean): { guard: ReactElement; leave: (path: string) => void } {
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);
  const guard = useUnsavedChangesGuard(dirty && target === null);
  useEffect(() => {
    if (target !== null) void navigate(target);
  }, [target, navigate]);
  return { guard, leave: setTarget };
}
