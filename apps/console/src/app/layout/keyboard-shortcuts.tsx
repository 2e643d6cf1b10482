import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../features/auth/api/index.ts';
import { shortcutsFor } from './shortcuts.ts';
import { useKeyboardShortcuts } from './use-keyboard-shortcuts.ts';

// The list is drawn only when asked for, so it loads then rather than with every screen.
const KeyboardShortcutsDialog = lazy(() =>
  import('./keyboard-shortcuts-dialog.tsx').then((module) => ({ default: module.KeyboardShortcutsDialog })),
);

export interface KeyboardShortcutsProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The console's keyboard shortcuts: listens for them anywhere in the page, and lists the ones that
 * apply to this visitor in a dialog that `?` or the help menu opens.
 */
export function KeyboardShortcuts({ open, onOpenChange }: KeyboardShortcutsProps) {
  const admin = useCurrentUser().data?.admin ?? false;
  const available = shortcutsFor(admin);
  useKeyboardShortcuts(available, {
    onShowShortcuts: () => onOpenChange(true),
    onNavigate: () => onOpenChange(false),
  });
  // Mounted only while open, so a closed dialog leaves nothing behind in the page.
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <KeyboardShortcutsDialog available={available} onClose={() => onOpenChange(false)} />
    </Suspense>
  );
}
