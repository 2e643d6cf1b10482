/**
 * A value now, or later. What a lookup gives when it may be answered from memory: a hot read
 * that finds everything in memory then answers without a promise, each of which costs an
 * allocation and a turn of the microtask queue (ADR 025, third addendum).
 */
export type Eventually<T> = T | Promise<T>;

/**
 * `next` applied to `value`: at once when it is there, else once it is. (Not named `then`: a
 * module exporting `then` is taken for a promise by whoever awaits its import.)
 */
export function andThen<T, U>(value: Eventually<T>, next: (value: T) => Eventually<U>): Eventually<U> {
  return value instanceof Promise ? value.then(next) : next(value);
}
