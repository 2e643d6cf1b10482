import { describe, expect, it } from 'vitest';
import type { DataChanges } from '../../db/data-changes.ts';
import { type Actor, ANONYMOUS } from '../auth/actor.ts';
import type { UserRow } from '../users/users.repository.ts';
import { FrontFindings, holdsLasting } from './front-findings.ts';

function changesByHand() {
  let generation = 0;
  const changes: DataChanges = { current: () => generation, close: async () => undefined };
  return { changes, change: () => generation++ };
}

const reader = { id: 7, name: 'reader', admin: false } as UserRow;
const byToken: Actor = { kind: 'user', user: reader, via: 'token' };
const scoped: Actor = { kind: 'user', user: reader, via: 'token', scopedGroups: ['readers'] };

describe('FrontFindings', () => {
  it('keeps what one caller found at a path until the database changes, apart from other callers', async () => {
    const { changes, change } = changesByHand();
    const findings = new FrontFindings<string>(changes);
    const loads: string[] = [];
    const load = (who: string) => async () => {
      loads.push(who);
      return { value: `found by ${who}`, lasting: true };
    };
    expect(await findings.find(ANONYMOUS, 'repo/a.tgz', load('anonymous'))).toBe('found by anonymous');
    expect(findings.find(ANONYMOUS, 'repo/a.tgz', load('anonymous'))).toBe('found by anonymous');
    // The same user through a groups-scoped token may see less: never what the whole user found.
    expect(await findings.find(byToken, 'repo/a.tgz', load('reader'))).toBe('found by reader');
    expect(await findings.find(scoped, 'repo/a.tgz', load('scoped'))).toBe('found by scoped');
    expect(loads).toEqual(['anonymous', 'reader', 'scoped']);
    change();
    expect(await findings.find(ANONYMOUS, 'repo/a.tgz', load('anonymous'))).toBe('found by anonymous');
    expect(loads).toEqual(['anonymous', 'reader', 'scoped', 'anonymous']);
  });

  it('looks up again every time what an upstream took part in', async () => {
    const { changes } = changesByHand();
    const findings = new FrontFindings<number>(changes);
    let loads = 0;
    const load = async () => ({ value: ++loads, lasting: false });
    expect(await findings.find(ANONYMOUS, 'remote/a.tgz', load)).toBe(1);
    expect(await findings.find(ANONYMOUS, 'remote/a.tgz', load)).toBe(2);
  });

  it('counts only local and federated repositories as depending on the database alone', () => {
    expect(['local', 'federated', 'remote', 'virtual'].map((rclass) => holdsLasting({ rclass }))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
