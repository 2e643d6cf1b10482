import { useEffect, useSyncExternalStore } from 'react';

// The route table only knows a page's kind ("Package"); the page knows which one it shows. A page
// that has loaded its subject names it here, and the document title prefers that name while the
// page is mounted (R1.03 still supplies the section and the server name).
let current: string | undefined;
const listeners = new Set<() => void>();

function publish(title: string | undefined): void {
  current = title;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `<what the page shows> | <section>`, e.g. "lodash 4.17.21 | Packages". */
export function formatPageTitle(subject: string, section: string): string {
  return `${subject} | ${section}`;
}

/**
 * Names the page after its subject while it is mounted; an empty or unknown subject (still loading,
 * not found) leaves the route's own title in place.
 */
export function usePageTitle(subject: string | undefined, section: string): void {
  const title = subject ? formatPageTitle(subject, section) : undefined;
  useEffect(() => {
    publish(title);
    return () => publish(undefined);
  }, [title]);
}

/** The title the mounted page gave itself, if any. */
export function usePublishedPageTitle(): string | undefined {
  return useSyncExternalStore(subscribe, () => current);
}
