import type { Permission } from '@arca/contract';
import { describe, expect, it } from 'vitest';
import {
  actionsFor,
  emptyPermissionForm,
  formToPermission,
  nameError,
  newPrincipal,
  type PermissionFormValues,
  permissionToForm,
  sameForm,
} from './permission-form.ts';

const saved: Permission = {
  name: 'release-readers',
  resources: {
    artifact: {
      targets: {
        'ANY LOCAL': { include_patterns: ['org/acme/**'], exclude_patterns: ['**/*.tmp'] },
        'libs-release': { include_patterns: ['org/acme/**'], exclude_patterns: ['**/*.tmp'] },
      },
      actions: { users: { dev: ['READ', 'WRITE'] }, groups: { readers: ['READ'] } },
    },
    release_bundle: {
      targets: { 'release-bundles': { include_patterns: ['**'], exclude_patterns: [] } },
      actions: { users: { dev: ['READ', 'DISTRIBUTE'], ops: ['MANAGE'] }, groups: {} },
    },
  },
};

describe('permission ↔ form', () => {
  it('reads a saved permission into the editor, with each principal holding its actions per resource', () => {
    const form = permissionToForm(saved);
    expect(form.name).toBe('release-readers');
    expect(form.resources.artifact).toEqual({
      enabled: true,
      targets: ['ANY LOCAL', 'libs-release'],
      patterns: { includesPattern: 'org/acme/**', excludesPattern: '**/*.tmp' },
    });
    expect(form.resources.build.enabled).toBe(false);
    expect(form.resources.release_bundle.targets).toEqual(['release-bundles']);
    expect(form.users).toEqual([
      { name: 'dev', actions: { artifact: ['READ', 'WRITE'], build: [], release_bundle: ['READ', 'DISTRIBUTE'] } },
      { name: 'ops', actions: { artifact: [], build: [], release_bundle: ['MANAGE'] } },
    ]);
    expect(form.groups).toEqual([{ name: 'readers', actions: { artifact: ['READ'], build: [], release_bundle: [] } }]);
  });

  it('flags a resource whose targets had different patterns, since saving unifies them', () => {
    expect(permissionToForm(saved).resources.artifact.mixedPatterns).toBeUndefined();
    const mixed: Permission = {
      name: 'mixed',
      resources: {
        artifact: {
          targets: {
            a: { include_patterns: ['x/**'], exclude_patterns: [] },
            b: { include_patterns: ['y/**'], exclude_patterns: [] },
          },
          actions: { users: {}, groups: {} },
        },
      },
    };
    const form = permissionToForm(mixed);
    expect(form.resources.artifact.mixedPatterns).toBe(true);
    expect(form.resources.artifact.patterns.includesPattern).toBe('x/**');
  });

  it('writes the same permission back', () => {
    expect(formToPermission(permissionToForm(saved))).toEqual(saved);
  });

  it('gives every target of a resource the same patterns, dropping the match-all next to one other include', () => {
    const form: PermissionFormValues = emptyPermissionForm();
    form.name = '  deployers ';
    form.resources.artifact = {
      enabled: true,
      targets: ['ANY REMOTE', 'libs-local'],
      patterns: { includesPattern: '**/*,com/acme/**', excludesPattern: 'secret/**' },
    };
    form.users = [{ ...newPrincipal('dev'), actions: { artifact: ['WRITE'], build: [], release_bundle: [] } }];
    const target = { include_patterns: ['com/acme/**'], exclude_patterns: ['secret/**'] };
    expect(formToPermission(form)).toEqual({
      name: 'deployers',
      resources: {
        artifact: {
          targets: { 'ANY REMOTE': target, 'libs-local': target },
          actions: { users: { dev: ['WRITE'] }, groups: {} },
        },
      },
    });
  });

  it('leaves out resources switched off, principals without actions and actions a resource does not offer', () => {
    const form = emptyPermissionForm();
    form.name = 'p';
    form.resources.artifact.targets = ['a'];
    form.resources.build = {
      enabled: false,
      targets: ['artifactory-build-info'],
      patterns: form.resources.build.patterns,
    };
    form.groups = [
      newPrincipal('idle'),
      { name: 'team', actions: { artifact: ['READ', 'DISTRIBUTE'], build: ['READ'], release_bundle: [] } },
    ];
    const permission = formToPermission(form);
    expect(Object.keys(permission.resources)).toEqual(['artifact']);
    expect(permission.resources.artifact?.actions).toEqual({ users: {}, groups: { team: ['READ'] } });
  });

  it('offers Distribute only on release bundles', () => {
    expect(actionsFor('artifact')).toEqual(['READ', 'ANNOTATE', 'WRITE', 'DELETE', 'MANAGE', 'SCAN']);
    expect(actionsFor('build')).not.toContain('DISTRIBUTE');
    expect(actionsFor('release_bundle')).toContain('DISTRIBUTE');
  });

  it('asks for a name of at most 64 characters', () => {
    expect(nameError('  ')).toBe('Enter a name');
    expect(nameError('x'.repeat(65))).toBe('The name may not exceed 64 characters');
    expect(nameError('readers')).toBeUndefined();
  });

  it('counts adding a principal as a change even before it has actions', () => {
    const before = emptyPermissionForm();
    expect(sameForm(before, emptyPermissionForm())).toBe(true);
    expect(sameForm(before, { ...before, users: [newPrincipal('dev')] })).toBe(false);
    expect(sameForm(before, { ...before, name: 'x' })).toBe(false);
  });
});
