import type { Permission, PermissionAction } from '@arca/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesPattern } from '../../lib/ant-pattern.ts';
import {
  grantedActions,
  isAllowed,
  type Principal,
  type Resource,
  reachCovers,
  readScope,
  withImpliedActions,
} from './authorization.ts';

const alice: Principal = { userName: 'alice', groups: [], admin: false };
const bob: Principal = { userName: 'Bob', groups: ['Developers'], admin: false };
const carol: Principal = { userName: 'carol', groups: ['readers'], admin: false };
const root: Principal = { userName: 'root', groups: [], admin: true };
const anonymous: Principal = { userName: 'anonymous', groups: [], admin: false };
const dave: Principal = { userName: 'dave', groups: [], admin: false };

const permissions: Permission[] = [
  {
    name: 'npm-deployers',
    resources: {
      artifact: {
        targets: { 'npm-local': { include_patterns: ['**'], exclude_patterns: ['**/*.secret'] } },
        actions: { users: { alice: ['WRITE'] }, groups: { developers: ['DELETE'] } },
      },
    },
  },
  {
    name: 'all-local-readers',
    resources: {
      artifact: {
        targets: { 'ANY LOCAL': { include_patterns: ['org/acme/**'], exclude_patterns: [] } },
        actions: { users: { anonymous: ['READ'] }, groups: { readers: ['READ'] } },
      },
    },
  },
  {
    name: 'everywhere-deployers',
    resources: {
      artifact: {
        targets: { ANY: { include_patterns: ['**'], exclude_patterns: [] } },
        actions: { users: { dave: ['WRITE'] }, groups: {} },
      },
    },
  },
  {
    name: 'build-managers',
    resources: {
      build: {
        targets: { 'artifactory-build-info': { include_patterns: ['release-*/**'], exclude_patterns: [] } },
        actions: { users: { carol: ['MANAGE'] }, groups: {} },
      },
    },
  },
];

const npm = (path: string): Resource => ({ type: 'artifact', repoKey: 'npm-local', repoKind: 'local', path });
const libs = (path: string): Resource => ({ type: 'artifact', repoKey: 'libs-release', repoKind: 'local', path });
const remote = (path: string): Resource => ({ type: 'artifact', repoKey: 'maven-remote', repoKind: 'remote', path });
/** A repository whose kind is not known (not configured here): reached by its key only. */
const unknownKind = (path: string): Resource => ({ type: 'artifact', repoKey: 'libs-release', path });
const build = (path: string): Resource => ({ type: 'build', repoKey: 'artifactory-build-info', path });

describe('the authorization decision table', () => {
  // principal × action × resource → allowed
  const table: [string, Principal, PermissionAction, Resource, boolean][] = [
    ['a user granted deploy deploys', alice, 'WRITE', npm('lodash/-/lodash-4.17.21.tgz'), true],
    ['deploying includes reading and annotating', alice, 'READ', npm('lodash/package.json'), true],
    ['deploying includes annotating', alice, 'ANNOTATE', npm('lodash/package.json'), true],
    ['deploying does not include deleting', alice, 'DELETE', npm('lodash/package.json'), false],
    ['an excluded path grants nothing', alice, 'READ', npm('keys/npm.secret'), false],
    ['the grant stays on its repository', alice, 'READ', libs('org/acme/app.jar'), false],
    ['a group grant reaches its members, in any case', bob, 'DELETE', npm('react/react-19.0.0.tgz'), true],
    ['deleting includes deploying', bob, 'WRITE', npm('react/react-19.0.0.tgz'), true],
    ['deleting does not include managing', bob, 'MANAGE', npm('react/react-19.0.0.tgz'), false],
    ['ANY LOCAL reaches every local repository', carol, 'READ', libs('org/acme/app/1.0/app-1.0.jar'), true],
    ['ANY LOCAL respects its include pattern', carol, 'READ', libs('com/other/lib.jar'), false],
    ['ANY LOCAL does not reach remote repositories', carol, 'READ', remote('org/acme/app.jar'), false],
    ['ANY reaches every repository, local or remote', dave, 'WRITE', remote('any/path.jar'), true],
    ['ANY reaches local repositories too', dave, 'WRITE', libs('any/path.jar'), true],
    ['ANY does not reach a repository of unknown kind', dave, 'READ', unknownKind('any/path.jar'), false],
    ['reading grants no deploy', carol, 'WRITE', libs('org/acme/app.jar'), false],
    ['the anonymous user gets what is granted to it', anonymous, 'READ', libs('org/acme/app.jar'), true],
    ['and nothing more', anonymous, 'READ', npm('lodash/package.json'), false],
    ['build permissions cover builds by pattern', carol, 'DELETE', build('release-2024/42'), true],
    ['build permissions do not cover other builds', carol, 'READ', build('nightly/42'), false],
    ['build permissions do not reach artifacts', carol, 'DELETE', libs('org/acme/app.jar'), false],
    ['an administrator may do everything', root, 'MANAGE', remote('anything'), true],
    ['an administrator may distribute', root, 'DISTRIBUTE', npm('x'), true],
    ['nobody else has what no permission grants', alice, 'DISTRIBUTE', npm('x'), false],
  ];

  it.each(table)('%s', (_rule, principal, action, resource, allowed) => {
    expect(isAllowed(permissions, principal, action, resource)).toBe(allowed);
  });

  it('lists what a principal may do on a resource, implied actions included', () => {
    expect([...grantedActions(permissions, bob, npm('react/index.js'))].sort()).toEqual([
      'ANNOTATE',
      'DELETE',
      'READ',
      'WRITE',
    ]);
    expect(grantedActions(permissions, alice, remote('x')).size).toBe(0);
  });

  it('answers each permissions snapshot by its own grants, however often the same principal asks', () => {
    const resource = npm('lodash/-/lodash-4.17.21.tgz');
    expect(isAllowed(permissions, alice, 'WRITE', resource)).toBe(true);
    // Permissions change by a new snapshot: what the earlier one granted is not remembered for it.
    const withdrawn = permissions.filter((permission) => permission.name !== 'npm-deployers');
    expect(isAllowed(withdrawn, alice, 'WRITE', resource)).toBe(false);
    expect(isAllowed(permissions, alice, 'WRITE', resource)).toBe(true);
    // Path rules are still matched per path once a principal's grants in a repository are known.
    expect(isAllowed(permissions, alice, 'READ', npm('keys/npm.secret'))).toBe(false);
    expect(isAllowed(permissions, alice, 'READ', npm('keys/npm.public'))).toBe(true);
  });

  it('grants what every covering target of every permission grants, path by path, and reads where READ is granted, for any permissions', () => {
    // The rule itself, asked afresh for each resource: grantedActions must agree with it. ANY
    // reaches a repository of any known kind, ANY <KIND> one of that kind, any other key itself.
    const reachesByRule = (key: string, resource: Resource) => {
      if (key === 'ANY') return resource.repoKind !== undefined;
      if (key.startsWith('ANY ')) return key === `ANY ${resource.repoKind?.toUpperCase()}`;
      return key === resource.repoKey;
    };
    const expected = (all: readonly Permission[], principal: Principal, resource: Resource) => {
      const granted: PermissionAction[] = [];
      for (const permission of all) {
        const section = permission.resources.artifact;
        if (!section) continue;
        const covers = Object.entries(section.targets).some(([key, target]) => {
          if (!reachesByRule(key, resource)) return false;
          const includes = target.include_patterns.length > 0 ? target.include_patterns : ['**'];
          return (
            includes.some((pattern) => matchesPattern(pattern, resource.path)) &&
            !target.exclude_patterns.some((pattern) => matchesPattern(pattern, resource.path))
          );
        });
        if (!covers) continue;
        for (const [name, actions] of Object.entries(section.actions.users ?? {}))
          if (name.toLowerCase() === principal.userName?.toLowerCase()) granted.push(...actions);
        for (const [name, actions] of Object.entries(section.actions.groups ?? {}))
          if (principal.groups.some((group) => group.toLowerCase() === name.toLowerCase())) granted.push(...actions);
      }
      return [...withImpliedActions(granted)].sort();
    };
    const patterns = fc.array(fc.constantFrom('**', 'org/**', '**/*.jar', ' ** ', 'a/*', '**/b/**'), { maxLength: 2 });
    const target = fc.record({ include_patterns: patterns, exclude_patterns: patterns });
    const actions = fc.array(fc.constantFrom<PermissionAction>('READ', 'WRITE', 'DELETE', 'ANNOTATE'), {
      maxLength: 2,
    });
    const permission = fc.record({
      name: fc.constant('p'),
      resources: fc.record({
        artifact: fc.record({
          targets: fc.dictionary(
            fc.constantFrom('npm-local', 'ANY', 'ANY LOCAL', 'ANY REMOTE', 'libs-release', 'maven-remote'),
            target,
          ),
          actions: fc.record({
            users: fc.dictionary(fc.constantFrom('alice', 'Alice', 'anonymous'), actions),
            groups: fc.dictionary(fc.constantFrom('developers', 'readers'), actions),
          }),
        }),
      }),
    });
    const path = fc.constantFrom('', 'org/acme/app.jar', 'a/b', 'a/b/c.jar', 'x.jar', 'org');
    fc.assert(
      fc.property(
        fc.array(permission, { maxLength: 3 }),
        fc.array(path, { minLength: 1, maxLength: 4 }),
        (all, paths) => {
          // Several paths and principals against one snapshot: the grants worked out once must serve each.
          for (const principal of [alice, bob, anonymous])
            for (const where of paths)
              for (const resource of [npm(where), libs(where), remote(where), unknownKind(where)]) {
                const rule = expected(all, principal, resource);
                expect([...grantedActions(all, principal, resource)].sort()).toEqual(rule);
                if (resource.repoKind === undefined) continue;
                const scope = readScope(all, principal, [{ key: resource.repoKey, rclass: resource.repoKind }]);
                expect(reachCovers(scope.get(resource.repoKey), where)).toBe(rule.includes('READ'));
              }
        },
      ),
      { numRuns: 400, seed: 7 },
    );
  });

  it('leaves an unknown repository to targets that name it by key', () => {
    const unknown: Resource = { type: 'artifact', repoKey: 'npm-local', path: 'a' };
    expect(isAllowed(permissions, alice, 'WRITE', unknown)).toBe(true);
    expect(isAllowed(permissions, carol, 'READ', { ...unknown, repoKey: 'libs', path: 'org/acme/x' })).toBe(false);
  });
});

describe('Ant-style path patterns', () => {
  it.each([
    ['**', '', true],
    ['**', 'a/b/c.txt', true],
    ['org/acme/**', 'org/acme', true],
    ['org/acme/**', 'org/acme/app/1.0/app.jar', true],
    ['org/acme/**', 'org/acmeX/app.jar', false],
    ['**/*.secret', 'keys/npm.secret', true],
    ['**/*.secret', 'npm.secret', true],
    ['**/*.secret', 'keys/npm.secrets', false],
    ['*.jar', 'app.jar', true],
    ['*.jar', 'lib/app.jar', false],
    ['a/?/c', 'a/b/c', true],
    ['a/?/c', 'a/bb/c', false],
    ['x/**/z/*', 'x/y/q/z/file', true],
    ['release-*/**', 'release-2024/42', true],
    ['a.b', 'axb', false],
  ])('%s against %s is %s', (pattern, path, expected) => {
    expect(matchesPattern(pattern, path)).toBe(expected);
  });
});

describe('read scopes', () => {
  const limited: Permission[] = [
    {
      name: 'text-readers',
      resources: {
        artifact: {
          targets: { docs: { include_patterns: ['*/*.txt'], exclude_patterns: ['secret/**'] } },
          actions: { users: { alice: ['READ'] }, groups: {} },
        },
      },
    },
  ];
  const docs = (path: string): Resource => ({ type: 'artifact', repoKey: 'docs', repoKind: 'local', path });

  it('M1 lets ** cover names with a line separator, so an exclude pattern cannot be stepped around by one', () => {
    expect(isAllowed(limited, alice, 'READ', docs('secret/notes.txt'))).toBe(false);
    expect(isAllowed(limited, alice, 'READ', docs('secret/note\u2028s.txt'))).toBe(false);
    expect(isAllowed(limited, alice, 'READ', docs('public/note\u2029s.txt'))).toBe(true);
    expect(matchesPattern('**', 'a/line\u2028break')).toBe(true);
  });

  it('M1 tells repositories read wholly from those read under path rules, as the permission check decides', () => {
    const repositories = [
      { key: 'npm-local', rclass: 'local' as const },
      { key: 'libs-release', rclass: 'local' as const },
      { key: 'maven-remote', rclass: 'remote' as const },
    ];
    const scope = readScope(permissions, alice, repositories);
    // alice's grant on npm-local excludes **/*.secret; she reads nothing elsewhere.
    expect([...scope.keys()]).toEqual(['npm-local']);
    expect(reachCovers(scope.get('npm-local'), 'lodash/index.js')).toBe(true);
    expect(reachCovers(scope.get('npm-local'), 'keys/npm.secret')).toBe(false);
    const carolScope = readScope(permissions, carol, repositories);
    expect([...carolScope.keys()]).toEqual(['npm-local', 'libs-release']);
    expect(readScope(permissions, root, repositories).get('maven-remote')).toBe('whole');
    const wholly = readScope(
      [
        {
          name: 'all',
          resources: {
            artifact: {
              targets: { 'ANY LOCAL': { include_patterns: ['**'], exclude_patterns: [] } },
              actions: { users: { alice: ['READ'] }, groups: {} },
            },
          },
        },
      ],
      alice,
      repositories,
    );
    expect([...wholly.entries()]).toEqual([
      ['npm-local', 'whole'],
      ['libs-release', 'whole'],
    ]);
  });
});
