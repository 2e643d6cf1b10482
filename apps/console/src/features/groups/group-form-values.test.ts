import { describe, expect, it } from 'vitest';
import { groupFieldChanges, groupFormValues, hasGroupChanges, memberChanges } from './group-form-values.ts';
import { readers } from './groups-test-data.ts';

describe('group form values', () => {
  const initial = groupFormValues(readers);

  it('sends only who joined and who left', () => {
    expect(memberChanges(['a', 'b'], ['b', 'c'])).toEqual({ add: ['c'], remove: ['a'] });
    expect(memberChanges(['a'], ['a', 'b'])).toEqual({ add: ['b'] });
    expect(memberChanges(['a', 'b'], ['b', 'a'])).toEqual({});
  });

  it('reports the changed fields by their wire names', () => {
    expect(groupFieldChanges(initial, { ...initial, description: 'Readers ', autoJoin: false })).toEqual({
      description: 'Readers',
      auto_join: false,
    });
  });

  it('sees a reordering of the members as no change', () => {
    expect(hasGroupChanges(initial, { ...initial, members: [...initial.members].reverse() })).toBe(false);
    expect(hasGroupChanges(initial, { ...initial, members: ['admin'] })).toBe(true);
  });
});
