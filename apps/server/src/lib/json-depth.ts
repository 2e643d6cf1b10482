/**
 * Whether a parsed JSON value nests objects or arrays more than `limit` levels deep. Walked with a
 * stack, not recursion: the value may be nested thousands deep, which parsing allows but storing
 * it (`JSON.stringify`) would not survive.
 */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (item === null || typeof item !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}
