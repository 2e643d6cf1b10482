import { describe, expect, it } from 'vitest';
import {
  emptyWebhookForm,
  patternSectionOf,
  webhookBody,
  webhookChanged,
  webhookFormValues,
} from './webhook-form-values.ts';
import { chatLocked, ciNotify } from './webhooks-test-data.ts';

describe('webhook form values', () => {
  it('round-trips a stored plain webhook, leaving its blank secret out and its masked header blank so the server keeps them', () => {
    const { values, stored } = webhookFormValues(ciNotify);
    expect(stored).toEqual({ handlerSecretSet: true, customSecretNames: [], headerNames: ['X-Team'] });
    expect(values.patterns).toEqual({ includesPattern: 'org/**', excludesPattern: '' });
    const body = webhookBody(values);
    expect(body.handlers).toEqual([
      {
        handler_type: 'webhook',
        url: 'https://ci.example.com/hook',
        use_secret_for_signing: true,
        custom_http_headers: [{ name: 'X-Team', value: '' }],
      },
    ]);
    expect(body.event_filter).toEqual({
      domain: 'artifact',
      event_types: ['deployed', 'deleted'],
      criteria: { ...ciNotify.event_filter.criteria },
    });
    expect(webhookChanged(values, values)).toBe(false);
    expect(webhookChanged(values, { url: 'https://other.example.com' })).toBe(true);
  });

  it('round-trips a custom webhook and sends no criteria for a domain without them', () => {
    const { values, stored } = webhookFormValues(chatLocked);
    expect(stored.customSecretNames).toEqual(['token']);
    const body = webhookBody(values);
    expect(body.event_filter).toEqual({ domain: 'user', event_types: ['locked'] });
    expect(body.handlers).toEqual([chatLocked.handlers[0]]);
  });

  it('R21.09 sends the include and exclude patterns of a section, dropping the match-all beside another pattern', () => {
    const body = webhookBody({
      ...emptyWebhookForm,
      domain: 'build',
      anyBuild: false,
      selectedBuilds: ['app'],
      patterns: { includesPattern: '**/*,app/**', excludesPattern: 'app/tmp-*' },
    });
    expect(body.event_filter.criteria).toEqual({
      anyBuild: false,
      selectedBuilds: ['app'],
      includePatterns: ['app/**'],
      excludePatterns: ['app/tmp-*'],
    });
  });

  it('picks the pattern section by criteria kind', () => {
    expect(patternSectionOf('repository')).toBe('repositories');
    expect(patternSectionOf('build')).toBe('builds');
    expect(patternSectionOf('release_bundle')).toBe('releaseBundles');
    expect(patternSectionOf('release_bundle_v2')).toBe('releaseBundles');
    expect(patternSectionOf('environment')).toBeNull();
    expect(patternSectionOf('none')).toBeNull();
  });
});
