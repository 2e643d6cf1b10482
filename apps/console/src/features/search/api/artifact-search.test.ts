import { searchRoutes, storageRoutes } from '@arca/contract';
import { describe, expect, it } from 'vitest';
import { artifactSearchRequest, gavcOf, gavcText, resultOf } from './artifact-search.ts';

describe('artifact search helpers', () => {
  it('asks the archive search for an entry name, with the class options only when they are on', () => {
    expect(
      artifactSearchRequest({
        name: ' *Logger.class ',
        artifactsSearchType: 'archive',
        repositories: ['libs-release'],
        searchClassOnly: true,
        excludeInnerClasses: false,
      }),
    ).toEqual({
      call: searchRoutes.archive,
      query: { name: '*Logger.class', repos: 'libs-release', searchClassOnly: 'true' },
      answers: 'entries',
    });
    expect(artifactSearchRequest({ artifactsSearchType: 'archive', searchClassOnly: true })).toBeUndefined();
  });

  it('reads a storage URI back into repository, path and name, decoding each segment', () => {
    expect(resultOf('http://h/artifactory/api/storage/libs-release/org/a%20b/app.jar')).toEqual({
      repoKey: 'libs-release',
      path: 'org/a b/app.jar',
      name: 'app.jar',
      uri: 'http://h/artifactory/api/storage/libs-release/org/a%20b/app.jar',
    });
    expect(resultOf('http://h/artifactory/libs-release/app.jar')).toBeUndefined();
    expect(resultOf('http://h/artifactory/api/storage/libs-release')).toBeUndefined();
  });

  it('writes Maven coordinates as group:artifact:version:classifier and reads them back', () => {
    expect(gavcText({ g: 'org.acme', v: '1.0' })).toBe('org.acme::1.0');
    expect(gavcOf('org.acme::1.0')).toEqual({ g: 'org.acme', v: '1.0' });
    expect(gavcText({})).toBeUndefined();
    expect(gavcOf(undefined)).toEqual({});
  });

  it('asks for nothing when the model names nothing to search for', () => {
    expect(artifactSearchRequest({})).toBeUndefined();
    expect(artifactSearchRequest({ artifactsSearchType: 'checksum' })).toBeUndefined();
    expect(artifactSearchRequest({ artifactsSearchType: 'gavc', packageSpecificQuery: ':::' })).toBeUndefined();
  });

  it('falls back to the quick search for an unknown search type', () => {
    expect(artifactSearchRequest({ name: 'a.jar', artifactsSearchType: 'trash' })?.call).toBe(storageRoutes.nameSearch);
  });
});
