import { describe, expect, it, vi } from 'vitest';
import {
  archiveSearchRule,
  clearedSearch,
  effectiveArtifactsSearchType,
  isSearchEnabled,
  modelForNewType,
  packageSearchRule,
  type SearchRuleInput,
} from './search-rules.ts';

const input = (query: string, privileged = false, model: SearchRuleInput['model'] = {}): SearchRuleInput => ({
  query,
  privileged,
  model,
});

describe('enabling a search', () => {
  it.each(['', '   ', '\t\n'])('R11.27 is disabled for empty query text %j, whatever the type allows', (query) => {
    expect(isSearchEnabled(input(query, true))).toBe(false);
    expect(isSearchEnabled(input(query, true), () => true)).toBe(false);
  });

  it('R11.27 is enabled for any text when the type has no rule of its own', () => {
    expect(isSearchEnabled(input('a'))).toBe(true);
  });

  it('R11.28 lets the type decide, given the query, the privilege flag and the model', () => {
    const rule = vi.fn(() => false);
    const model = { name: 'lodash' };
    expect(isSearchEnabled(input('lodash', true, model), rule)).toBe(false);
    expect(rule).toHaveBeenCalledWith({ query: 'lodash', privileged: true, model });
  });

  it.each<[string, boolean, boolean]>([
    ['ab', false, false],
    ['abc', false, true],
    ['a*b?', false, false],
    ['**ab??', false, false],
    ['ab*c', false, true],
    ['  ab  ', false, false],
    ['ab', true, true],
    ['*', true, true],
  ])('R11.29 package search for %j (privileged %s) is enabled: %s', (query, privileged, expected) => {
    expect(isSearchEnabled(input(query, privileged), packageSearchRule)).toBe(expected);
  });

  it.each<[string, SearchRuleInput['model'], boolean]>([
    ['packages without a package type', { archiveSearchType: 'packages' }, false],
    ['packages with a blank package type', { archiveSearchType: 'packages', packageType: ' ' }, false],
    ['packages with a package type', { archiveSearchType: 'packages', packageType: 'npm' }, true],
    ['artifacts without a package type', { archiveSearchType: 'artifacts' }, true],
  ])('R11.30 archive search for %s is enabled: %s', (_, model, expected) => {
    expect(isSearchEnabled(input('lodash', false, model), archiveSearchRule)).toBe(expected);
  });
});

describe('search state', () => {
  it('R11.24 a new type starts from an empty model that keeps the name', () => {
    expect(modelForNewType({ name: 'lodash', packageTypes: ['npm'], version: '1', before: '2026-01-01' })).toEqual({
      name: 'lodash',
    });
    expect(modelForNewType({ packageTypes: ['npm'] })).toEqual({});
    expect(modelForNewType({ name: '', cve: 'CVE-1' })).toEqual({});
  });

  it('R11.25 clearing empties the model and the query string', () => {
    expect(clearedSearch()).toEqual({ model: {}, queryString: '' });
  });

  it.each<[string, boolean, string]>([
    ['archive', false, 'quick'],
    ['archive', true, 'archive'],
    ['quick', false, 'quick'],
    ['property', false, 'property'],
  ])('R11.26 the artifacts search type %s with archive search enabled %s becomes %s', (chosen, enabled, expected) => {
    expect(effectiveArtifactsSearchType(chosen, enabled)).toBe(expected);
  });
});
