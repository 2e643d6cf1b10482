/**
 * A whole number from the environment, `least` or more, or `fallback` when unset. A fuzz pass
 * cannot run on a value it cannot read, so a bad one ends the process with one line naming it.
 */
export function wholeNumberFromEnv(name: string, fallback: number, least: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < least) {
    console.error(`arca fuzz: ${name} must be a whole number from ${least} up, not '${raw}'.`);
    process.exit(1);
  }
  return value;
}
