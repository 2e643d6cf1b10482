/** A test micro-frontend whose mount never settles, for the mount limit. */
export async function bootstrap() {}
export function mount(): Promise<void> {
  return new Promise(() => undefined);
}
export async function unmount() {}
