import { describe, expect, it } from 'vitest';
import type { DataListItem } from './types.ts';
import {
  copyText,
  DATA_LIST_GAP,
  DATA_LIST_LABEL_WIDTH,
  DATA_LIST_MODAL_WIDTH,
  DATA_LIST_TAGS_EXTRA,
  dataListGridStyle,
  dataListModalTitle,
  dataListTagsStyle,
  filterWildcard,
  matchesWildcard,
  visibleItems,
} from './utils.ts';

describe('data list layout', () => {
  it('R25.059 R27.32 reserves 72 px for labels, a 6 px gap and 30 px extra for tags', () => {
    expect(DATA_LIST_LABEL_WIDTH).toBe(72);
    expect(DATA_LIST_GAP).toBe(6);
    expect(DATA_LIST_TAGS_EXTRA).toBe(30);
    expect(dataListGridStyle()).toMatchObject({
      gridTemplateColumns: 'minmax(72px, max-content) minmax(0px, 1fr)',
      gap: 6,
    });
    expect(dataListTagsStyle()).toMatchObject({ gap: 6, paddingInlineEnd: 30 });
  });

  it('R25.054 leaves hidden items out and copies the text or url of a value', () => {
    const items: DataListItem[] = [
      { label: 'Name', value: { kind: 'text', text: 'lodash' }, copy: true },
      { label: 'Secret', value: { kind: 'text', text: 'x' }, isHidden: true },
      { label: 'Homepage', value: { kind: 'url', url: 'https://lodash.com' } },
      { label: 'Keywords', value: { kind: 'tags', tags: [{ label: 'util' }] } },
    ];
    expect(visibleItems(items).map((item) => item.label)).toEqual(['Name', 'Homepage', 'Keywords']);
    expect(items.map(copyText)).toEqual(['lodash', 'x', 'https://lodash.com', undefined]);
  });
});

describe('data list modal utils', () => {
  it('R25.055 builds the title {n} {column} For {object} {row} in quotes', () => {
    expect(dataListModalTitle(3, 'Repositories', 'Permission', 'release-deployers')).toBe(
      "3 Repositories For Permission 'release-deployers'",
    );
  });

  it('R25.056 R27.34 uses a 500-wide modal', () => {
    expect(DATA_LIST_MODAL_WIDTH).toBe(500);
  });

  it('R25.057 matches * wildcards case-insensitively against the whole text', () => {
    expect(matchesWildcard('npm-local', 'NPM*')).toBe(true);
    expect(matchesWildcard('docker-local', 'npm*')).toBe(false);
    expect(matchesWildcard('docker-local', '*local')).toBe(true);
    expect(matchesWildcard('docker-local-old', '*local')).toBe(false);
    expect(matchesWildcard('libs-release-local', 'libs*local')).toBe(true);
    expect(matchesWildcard('anything', '*')).toBe(true);
  });

  it('R25.057 matches plain text anywhere and treats other regex characters literally', () => {
    expect(matchesWildcard('npm-remote', 'REM')).toBe(true);
    expect(matchesWildcard('npm-remote', '')).toBe(true);
    expect(matchesWildcard('libs.release', 'libs.*')).toBe(true);
    expect(matchesWildcard('libsXrelease', 'libs.*')).toBe(false);
    expect(matchesWildcard('a(b)', 'a(*')).toBe(true);
    expect(filterWildcard(['npm-local', 'npm-remote', 'docker-local'], '*-local')).toEqual([
      'npm-local',
      'docker-local',
    ]);
  });
});
