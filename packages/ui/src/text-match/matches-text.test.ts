import { describe, expect, it } from 'vitest';
import { matchesText, matchesWildcard } from './matches-text.ts';

describe('matchesText', () => {
  it('matches anywhere in the text, ignoring case', () => {
    expect(matchesText('npm-LOCAL', 'Local')).toBe(true);
    expect(matchesText('docker-remote', 'ER-RE')).toBe(true);
    expect(matchesText('docker-remote', 'npm')).toBe(false);
  });

  it('trims the query, so a stray space does not hide every match', () => {
    expect(matchesText('npm-local', ' NPM ')).toBe(true);
    expect(matchesText('npm-local', 'local ')).toBe(true);
    // Spaces inside the query still count.
    expect(matchesText('npm local', 'm l')).toBe(true);
    expect(matchesText('npm-local', 'm l')).toBe(false);
  });

  it('an empty or blank query matches everything', () => {
    expect(matchesText('libs-release', '')).toBe(true);
    expect(matchesText('', '   ')).toBe(true);
  });

  it('treats pattern characters as plain text', () => {
    expect(matchesText('libs-release', 'libs*')).toBe(false);
    expect(matchesText('libs*', 'S*')).toBe(true);
    expect(matchesText('libsXrelease', 'libs.')).toBe(false);
  });
});

describe('matchesWildcard', () => {
  it('R25.057 a star stands for any run of characters and anchors the whole text', () => {
    expect(matchesWildcard('npm-local', 'NPM*')).toBe(true);
    expect(matchesWildcard('docker-local', 'npm*')).toBe(false);
    expect(matchesWildcard('docker-local', '*local')).toBe(true);
    expect(matchesWildcard('docker-local-old', '*local')).toBe(false);
    expect(matchesWildcard('libs-release-local', 'libs*local')).toBe(true);
    expect(matchesWildcard('anything', '*')).toBe(true);
    expect(matchesWildcard('', '*')).toBe(true);
  });

  it('R25.057 without a star it is the plain trimmed text match', () => {
    expect(matchesWildcard('npm-remote', 'REM')).toBe(true);
    expect(matchesWildcard('npm-remote', ' rem ')).toBe(true);
    expect(matchesWildcard('npm-remote', '')).toBe(true);
    expect(matchesWildcard('npm-remote', '  ')).toBe(true);
    expect(matchesWildcard('npm-remote', 'local')).toBe(false);
  });

  it('R25.057 trims a starred pattern and keeps other regular-expression characters literal', () => {
    expect(matchesWildcard('npm-local', ' npm* ')).toBe(true);
    expect(matchesWildcard('libs.release', 'libs.*')).toBe(true);
    expect(matchesWildcard('libsXrelease', 'libs.*')).toBe(false);
    expect(matchesWildcard('a(b)', 'a(*')).toBe(true);
    expect(matchesWildcard('a+b', 'a+*')).toBe(true);
    expect(matchesWildcard('aab', 'a+*')).toBe(false);
  });
});
