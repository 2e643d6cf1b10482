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

  it('sends a generic repository’s lead file pattern when one is given, and a change of it', () => {
    const pattern = '[name]/[version]/[name]-[version].zip';
    const values = { ...emptyRepositoryForm, key: 'files', leadFilePattern: ` ${pattern} ` };
    expect(newRepositoryConfig('local', 'generic', values)).toMatchObject({ leadFilePattern: pattern });
    expect(newRepositoryConfig('local', 'generic', { ...values, leadFilePattern: '' })).not.toHaveProperty(
      'leadFilePattern',
    );
    const loaded = repositoryFormValues({
      key: 'files',
      rclass: 'local',
      packageType: 'generic',
      leadFilePattern: pattern,
    });
    expect(loaded.leadFilePattern).toBe(pattern);
    expect(repositoryChanges(loaded, { ...loaded, leadFilePattern: '' })).toEqual({ leadFilePattern: '' });
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
