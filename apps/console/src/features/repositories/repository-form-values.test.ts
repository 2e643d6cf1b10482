import { describe, expect, it } from 'vitest';
import { npmAllConfig, npmjsConfig } from './repositories-test-data.ts';
import {
  emptyRepositoryForm,
  hasNewRepositoryInput,
  newRepositoryConfig,
  repositoryChanges,
  repositoryFormValues,
} from './repository-form-values.ts';

describe('repository form values', () => {
  it('leaves unset texts out of a new configuration, and the fields of other kinds', () => {
    const values = { ...emptyRepositoryForm, key: 'libs', url: 'https://ignored.example', repositories: ['x'] };
    expect(newRepositoryConfig('local', 'maven', values)).toEqual({
      key: 'libs',
      rclass: 'local',
      packageType: 'maven',
      includesPattern: '**/*',
    });
  });

  it('finds no change in a repository as loaded, and sees a reordering of the members', () => {
    const initial = repositoryFormValues(npmAllConfig);
    expect(repositoryChanges(initial, initial)).toEqual({});
    expect(repositoryChanges(initial, { ...initial, repositories: ['npmjs', 'npm-local'] })).toEqual({
      repositories: ['npmjs', 'npm-local'],
    });
  });

  it('sends a password only when one was typed, and a cleared cache period not at all', () => {
    const initial = repositoryFormValues(npmjsConfig);
    expect(repositoryChanges(initial, { ...initial, password: '', retrievalCachePeriodSecs: null })).toEqual({});
    expect(repositoryChanges(initial, { ...initial, password: 'p', retrievalCachePeriodSecs: 60 })).toEqual({
      password: 'p',
      retrievalCachePeriodSecs: 60,
    });
  });

  it('counts a new form as touched once anything differs from the defaults', () => {
    expect(hasNewRepositoryInput(emptyRepositoryForm)).toBe(false);
    expect(hasNewRepositoryInput({ ...emptyRepositoryForm, key: 'x' })).toBe(true);
    expect(hasNewRepositoryInput({ ...emptyRepositoryForm, offline: true })).toBe(true);
    expect(hasNewRepositoryInput({ ...emptyRepositoryForm, includesPattern: 'org/**' })).toBe(true);
  });
});
