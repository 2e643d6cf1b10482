import { describe, expect, it } from 'vitest';
import {
  isListableClickable,
  LISTABLE_DIALOG_WIDTH,
  listableDialogTitle,
  listableSummary,
  searchItems,
} from './utils.ts';

describe('listable cell utils', () => {
  it('R25.050 summarises as count | comma-joined items', () => {
    expect(listableSummary(['npm-local', 'npm-remote', 'npm-virtual'])).toBe('3 | npm-local, npm-remote, npm-virtual');
    expect(listableSummary(['npm-local'])).toBe('1 | npm-local');
  });

  it('R25.051 is clickable only with more than one item', () => {
    expect(isListableClickable([])).toBe(false);
    expect(isListableClickable(['a'])).toBe(false);
    expect(isListableClickable(['a', 'b'])).toBe(true);
  });

  it('R25.052 R27.34 titles the 600-wide dialog with count and column header', () => {
    expect(LISTABLE_DIALOG_WIDTH).toBe(600);
    expect(listableDialogTitle(3, 'Repositories')).toBe('3 Repositories');
  });

  it('R25.053 searches items ignoring case', () => {
    expect(searchItems(['npm-local', 'docker-local', 'npm-remote'], 'NPM')).toEqual(['npm-local', 'npm-remote']);
    expect(searchItems(['a', 'b'], ' ')).toEqual(['a', 'b']);
  });
});
