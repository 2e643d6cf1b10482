import { describe, expect, it } from 'vitest';
import { paths } from '../../shared/routing/paths.ts';
import {
  ancestorsOf,
  availableTabs,
  childLocation,
  deployTarget,
  locationOfNodeId,
  nameOf,
  nodeIdOf,
  parentLocation,
  parseArtifactLocation,
  parseArtifactTab,
} from './artifact-location.ts';
import { allowEverything, readOnly } from './artifacts-test-data.ts';

describe('artifact locations', () => {
  it('reads the repository and path from the address, and builds the address back', () => {
    expect(parseArtifactLocation('libs-release/org/acme/app 1.0.jar')).toEqual({
      repoKey: 'libs-release',
      path: 'org/acme/app 1.0.jar',
    });
    expect(parseArtifactLocation('libs-release/')).toEqual({ repoKey: 'libs-release', path: '' });
    expect(parseArtifactLocation('')).toBeUndefined();
    expect(paths.artifactTree('General', 'libs-release', 'org/acme/app 1.0.jar')).toBe(
      '/repos/tree/General/libs-release/org/acme/app%201.0.jar',
    );
    expect(paths.artifactTree()).toBe('/repos/tree/General');
    expect(paths.artifactTree('Properties', 'libs-release')).toBe('/repos/tree/Properties/libs-release');
  });

  it('knows the four tabs by their address names only', () => {
    expect(parseArtifactTab('EffectivePermission')).toBe('EffectivePermission');
    expect(parseArtifactTab('general')).toBeUndefined();
  });

  it('turns a location into a tree id and back', () => {
    for (const location of [
      { repoKey: 'libs-release', path: '' },
      { repoKey: 'libs-release', path: 'org/acme/app.jar' },
    ]) {
      expect(locationOfNodeId(nodeIdOf(location))).toEqual(location);
    }
  });

  it('walks up and down a path', () => {
    const file = { repoKey: 'r', path: 'a/b/c.txt' };
    expect(parentLocation(file)).toEqual({ repoKey: 'r', path: 'a/b' });
    expect(parentLocation({ repoKey: 'r', path: 'a' })).toEqual({ repoKey: 'r', path: '' });
    expect(parentLocation({ repoKey: 'r', path: '' })).toBeUndefined();
    expect(ancestorsOf(file).map(nodeIdOf)).toEqual(['r', 'r/a', 'r/a/b']);
    expect(childLocation({ repoKey: 'r', path: '' }, 'x.txt')).toEqual({ repoKey: 'r', path: 'x.txt' });
    expect(nameOf(file)).toBe('c.txt');
    expect(nameOf({ repoKey: 'r', path: '' })).toBe('r');
  });

  it('deploys into a folder or repository, and beside a file', () => {
    expect(deployTarget({ repoKey: 'r', path: 'a/b.txt' }, 'file')).toEqual({ repoKey: 'r', path: 'a' });
    expect(deployTarget({ repoKey: 'r', path: 'a' }, 'folder')).toEqual({ repoKey: 'r', path: 'a' });
  });

  it('offers Builds and Pipelines for files and effective permissions to those who manage', () => {
    expect(availableTabs('file', allowEverything)).toEqual([
      'General',
      'Properties',
      'Builds',
      'Pipelines',
      'EffectivePermission',
    ]);
    expect(availableTabs('folder', allowEverything)).toEqual(['General', 'Properties', 'EffectivePermission']);
    expect(availableTabs('file', readOnly)).toEqual(['General', 'Properties', 'Builds', 'Pipelines']);
    expect(availableTabs('repository', undefined)).toEqual(['General', 'Properties']);
  });

  it('offers the teaser tabs for files only, and only those whose teaser shows', () => {
    expect(availableTabs('file', readOnly, new Set(['Xray', 'Distribution']))).toEqual([
      'General',
      'Properties',
      'Builds',
      'Pipelines',
      'Xray',
      'Distribution',
    ]);
    expect(availableTabs('file', readOnly, new Set(['Distribution']))).toContain('Distribution');
    expect(availableTabs('file', readOnly, new Set(['Distribution']))).not.toContain('Xray');
    expect(availableTabs('folder', readOnly, new Set(['Xray', 'Distribution']))).toEqual(['General', 'Properties']);
  });
});
