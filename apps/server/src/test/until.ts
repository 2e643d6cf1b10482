/** Waits until `check` holds, asking every 10 ms; fails naming `what` after `tries` asks (5 s by default). */
export async function until(check: () => Promise<boolean>, what: string, tries = 500): Promise<void> {
  for (let tried = 0; tried < tries; tried++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting until ${what}`);
}
