import { afterEach, describe, expect, it } from 'vitest';
import { clearCliClientSession, readCliClientSession, storeCliClientSession } from './cli-client-session.ts';

/** Every local storage entry, as key → value. */
function localEntries(): Record<string, string | null> {
  const entries: Record<string, string | null> = {};
  for (let index = 0; index < window.localStorage.length; index++) {
    const key = window.localStorage.key(index);
    if (key) entries[key] = window.localStorage.getItem(key);
  }
  return entries;
}

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('CLI client session storage', () => {
  it('R27.48 keeps the CLI client session and the CLI client name under their own local storage keys', () => {
    expect(storeCliClientSession('?jfClientSession=4f1c-session&jfClientName=ci-runner&jfClientCode=1')).toBe(true);

    const entries = localEntries();
    expect(Object.keys(entries)).toHaveLength(2);
    expect(Object.values(entries).sort()).toEqual(['4f1c-session', 'ci-runner']);
    expect(window.sessionStorage.length).toBe(0);
    expect(readCliClientSession()).toEqual({ session: '4f1c-session', name: 'ci-runner' });

    clearCliClientSession();
    expect(localEntries()).toEqual({});
  });
});
