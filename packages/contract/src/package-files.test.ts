import { describe, expect, it } from 'vitest';
import { downloadPathOf, needsSpecialHandling, supportsReadme, versionLocationOf } from './package-files.ts';

describe('package files', () => {
  it('R10.39 supports a readme only for lead files with the archive extensions of §5', () => {
    for (const path of [
      'a/b-1.0.tgz',
      'x.gz',
      'x.zip',
      'x.jar',
      'x.war',
      'x.nupkg',
      'x.crate',
      'x.apk',
      'x.whl',
      'x.egg',
      'v1.0.0.mod',
      'X.JAR',
    ])
      expect(supportsReadme(path), path).toBe(true);
    for (const path of ['x.pom', 'manifest.json', 'x.tar', 'README', 'x.tgz.sha1', '.tgz'])
      expect(supportsReadme(path), path).toBe(false);
  });

  it('R10.57 downloads a Go module’s .mod lead file as its .zip', () => {
    expect(downloadPathOf('go', 'example.com/mod/@v/v1.2.0.mod')).toBe('example.com/mod/@v/v1.2.0.zip');
    expect(downloadPathOf('go', 'example.com/mod/@v/v1.2.0.info')).toBe('example.com/mod/@v/v1.2.0.info');
    expect(downloadPathOf('npm', 'a/-/a-1.0.0.mod')).toBe('a/-/a-1.0.0.mod');
  });

  it('R10.60 gives maven, ivy, gradle, docker and conan versions their folder as location', () => {
    for (const type of ['maven', 'ivy', 'gradle', 'docker', 'Conan'])
      expect(needsSpecialHandling(type), type).toBe(true);
    expect(needsSpecialHandling('npm')).toBe(false);
    expect(versionLocationOf('maven', 'org/acme/app/1.0/app-1.0.jar')).toBe('org/acme/app/1.0');
    expect(versionLocationOf('docker', 'library/nginx/1.25/manifest.json')).toBe('library/nginx/1.25');
    expect(versionLocationOf('npm', 'left-pad/-/left-pad-1.0.0.tgz')).toBe('left-pad/-/left-pad-1.0.0.tgz');
  });
});
