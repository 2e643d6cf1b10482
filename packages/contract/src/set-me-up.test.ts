import { describe, expect, it } from 'vitest';
import { SET_ME_UP_TOKEN_PLACEHOLDER, setMeUpConfigOf, setMeUpSnippets } from './set-me-up.ts';

const target = { baseUrl: 'http://arca.example:8082/', repoKey: 'libs', username: 'dev', token: 't0k/en' };
const textOf = (type: string, id: string, given = target) =>
  setMeUpSnippets(type, given).find((snippet) => snippet.id === id)?.text;

describe('set-me-up snippets', () => {
  it('point npm at the repository’s registry with the token for that registry only', () => {
    expect(textOf('npm', 'npmrc')).toBe(
      'registry=http://arca.example:8082/artifactory/api/npm/libs/\n//arca.example:8082/artifactory/api/npm/libs/:_authToken=t0k/en\n',
    );
  });

  it('give pip an index URL with escaped credentials and twine its upload URL', () => {
    expect(textOf('pypi', 'pip-conf')).toBe(
      '[global]\nindex-url = http://dev:t0k%2Fen@arca.example:8082/artifactory/api/pypi/libs/simple\n',
    );
    expect(textOf('pypi', 'pypirc')).toContain('repository = http://arca.example:8082/artifactory/api/pypi/libs\n');
  });

  it('give Maven and Gradle the repository URL, docker and helm the registry host', () => {
    expect(textOf('maven', 'maven-settings')).toContain('<url>http://arca.example:8082/artifactory/libs</url>');
    expect(textOf('gradle', 'gradle')).toContain('url "http://arca.example:8082/artifactory/libs"');
    expect(textOf('docker', 'docker-pull')).toBe('docker pull arca.example:8082/libs/<IMAGE>:<TAG>');
    expect(textOf('helmoci', 'helm-push')).toBe('helm push <CHART>-<VERSION>.tgz oci://arca.example:8082/libs');
  });

  it('fall back to plain HTTP for types without a client of their own', () => {
    expect(textOf('generic', 'curl-deploy')).toBe(
      'curl -u dev:t0k/en -T <FILE> "http://arca.example:8082/artifactory/libs/<PATH>"',
    );
    expect(setMeUpSnippets('conan', target).map((snippet) => snippet.id)).toEqual(['curl-deploy', 'curl-download']);
  });

  it('carry placeholders, never a secret, when no token is given', () => {
    const plain = setMeUpSnippets('pypi', { baseUrl: 'https://arca.example', repoKey: 'py' });
    expect(plain.every((snippet) => snippet.text.includes(SET_ME_UP_TOKEN_PLACEHOLDER))).toBe(true);
    expect(plain[0]?.text).toContain('https://<USERNAME>:<TOKEN>@arca.example/artifactory/api/pypi/py/simple');
  });
});

describe('set-me-up config', () => {
  it('R13.35 has getActiveNode, the lowercased package type and its available repositories, local first', () => {
    const repositories = [
      { key: 'npm-remote', type: 'REMOTE', packageType: 'npm' },
      { key: 'docker-local', type: 'LOCAL', packageType: 'docker' },
      { key: 'npm-local', type: 'LOCAL', packageType: 'npm' },
    ];
    expect(setMeUpConfigOf('NPM', repositories)).toEqual({
      getActiveNode: false,
      packageType: 'npm',
      availableRepos: [
        { key: 'npm-local', type: 'local' },
        { key: 'npm-remote', type: 'remote' },
      ],
    });
  });
});
