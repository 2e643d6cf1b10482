import type { WebhookCriteria, WebhookSubscription } from '@arca/contract';
import { describe, expect, it } from 'vitest';
import {
  type EventSubject,
  payloadOf,
  storageEvent,
  subscriptionSelects,
  type WebhookEvent,
} from './webhook-events.ts';

function subscription(criteria: WebhookCriteria, eventTypes = ['deployed'], domain = 'artifact'): WebhookSubscription {
  return {
    key: 'hook',
    enabled: true,
    event_filter: { domain, event_types: eventTypes, criteria },
    handlers: [{ handler_type: 'webhook', url: 'https://ci.example/hook' }],
  };
}

const deployedTo = (repoKey: string, repoClass: string, path: string): WebhookEvent =>
  storageEvent(
    { type: 'deployed', repoKey, path, name: path.split('/').at(-1) ?? path, sha256: 'abc', size: 3 },
    repoClass,
  );

describe('which subscriptions an event reaches', () => {
  it('selects repositories by class or by key', () => {
    const local = deployedTo('libs-local', 'local', 'a/b.jar');
    const remote = deployedTo('npm-remote', 'remote', 'x.tgz');
    expect(subscriptionSelects(subscription({ anyLocal: true }), local)).toBe(true);
    expect(subscriptionSelects(subscription({ anyLocal: true }), remote)).toBe(false);
    expect(subscriptionSelects(subscription({ anyRemote: true }), remote)).toBe(true);
    expect(subscriptionSelects(subscription({ repoKeys: ['npm-remote'] }), remote)).toBe(true);
    expect(subscriptionSelects(subscription({ repoKeys: ['other'] }), local)).toBe(false);
    expect(subscriptionSelects(subscription({}), local)).toBe(false);
  });

  it('applies Ant-style include and exclude patterns to the path in the repository', () => {
    const criteria = { anyLocal: true, includePatterns: ['org/acme/**'], excludePatterns: ['**/*-SNAPSHOT/**'] };
    expect(subscriptionSelects(subscription(criteria), deployedTo('libs', 'local', 'org/acme/app/1.0/app.jar'))).toBe(
      true,
    );
    expect(
      subscriptionSelects(subscription(criteria), deployedTo('libs', 'local', 'org/acme/app/1.0-SNAPSHOT/app.jar')),
    ).toBe(false);
    expect(subscriptionSelects(subscription(criteria), deployedTo('libs', 'local', 'com/other/x.jar'))).toBe(false);
  });

  it('needs its domain, one of its event types, and to be enabled', () => {
    const event = deployedTo('libs', 'local', 'a.jar');
    expect(subscriptionSelects(subscription({ anyLocal: true }, ['deleted']), event)).toBe(false);
    expect(subscriptionSelects(subscription({ anyLocal: true }, ['deployed'], 'docker'), event)).toBe(false);
    expect(subscriptionSelects({ ...subscription({ anyLocal: true }), enabled: false }, event)).toBe(false);
  });

  it('selects builds by name or any, and events without criteria always', () => {
    const build = (name: string): WebhookEvent => ({
      domain: 'build',
      eventType: 'uploaded',
      data: { build_name: name },
      subject: { kind: 'build', name } satisfies EventSubject,
    });
    expect(subscriptionSelects(subscription({ anyBuild: true }, ['uploaded'], 'build'), build('app'))).toBe(true);
    expect(subscriptionSelects(subscription({ selectedBuilds: ['app'] }, ['uploaded'], 'build'), build('web'))).toBe(
      false,
    );
    const locked: WebhookEvent = { domain: 'user', eventType: 'locked', data: {}, subject: { kind: 'none' } };
    expect(subscriptionSelects(subscription({}, ['locked'], 'user'), locked)).toBe(true);
  });
});

describe('what a receiver gets', () => {
  it('names the file, and a move its source and target, in the wire shape', () => {
    const moved = storageEvent(
      {
        type: 'moved',
        repoKey: 'b',
        path: 'x/y.txt',
        name: 'y.txt',
        sha256: 'abc',
        size: 3,
        sourceRepoPath: 'a/x/y.txt',
        targetRepoPath: 'b/x/y.txt',
      },
      'local',
    );
    expect(payloadOf(moved, 'audit', 'https://arca.example')).toEqual({
      domain: 'artifact',
      event_type: 'moved',
      data: {
        repo_key: 'b',
        path: 'x/y.txt',
        name: 'y.txt',
        sha256: 'abc',
        size: 3,
        source_repo_path: 'a/x/y.txt',
        target_repo_path: 'b/x/y.txt',
      },
      subscription_key: 'audit',
      jpd_origin: 'https://arca.example',
      source: 'jfrog/arca',
    });
    const property = storageEvent(
      {
        type: 'propertyAdded',
        repoKey: 'b',
        path: 'x',
        name: 'x',
        sha256: null,
        size: 0,
        propertyKey: 'qa',
        propertyValues: ['passed'],
      },
      'local',
    );
    expect([property.domain, property.eventType, property.data.property_key, property.data.property_values]).toEqual([
      'artifact_property',
      'added',
      'qa',
      ['passed'],
    ]);
  });
});
