/** A test micro-frontend whose mount never settles, for the mount limit; it records that mount began. */
export const calls: string[] = [];
export async function bootstrap() {}
export function mount(): Promise<void> {
  calls.push('mount');
  return new Promise(() => undefined);
}
export async function unmount() {}
