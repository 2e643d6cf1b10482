import { testIds } from '@arca/contract';
import { useAppStore } from '../store.ts';

/**
 * The content loader (shell.md §4 Session, R6.02): a thin bar along the top of the window while
 * any loader request is in flight. A bar rather than a spinner over the page, so what is already
 * on screen stays readable while fresh data arrives.
 */
export function ContentLoader() {
  const loading = useAppStore((state) => state.loadingCount > 0);
  if (!loading) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading"
      data-testid={testIds.layout.contentLoader}
      className="arca-content-loader"
    />
  );
}
