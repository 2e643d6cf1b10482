/**
 * An antd form rule from a check that names the problem with a value, or nothing when it is fine:
 * the spec's messages live in the checks, which tests call directly.
 */
export function problemRule<T>(problem: (value: T) => string | undefined) {
  return {
    validator: (_: unknown, value: T) => {
      const found = problem(value);
      return found ? Promise.reject(new Error(found)) : Promise.resolve();
    },
  };
}
