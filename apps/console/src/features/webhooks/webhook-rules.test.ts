import { webhookMessages } from '@arca/contract';
import { describe, expect, it } from 'vitest';
import { headerProblem, keyProblem, secretNameProblem, urlProblem } from './webhook-rules.ts';

describe('webhook form rules', () => {
  it('R21.11 a webhook name is a letter, then letters, digits, _ or -, two characters at least', () => {
    for (const good of ['ci', 'ci-notify', 'Build_2', 'a1']) expect(keyProblem(good, [])).toBeUndefined();
    for (const bad of ['c', '1ci', '-ci', 'ci notify', 'ci.notify', 'ci/x', 'é-hook']) {
      expect(keyProblem(bad, [])).toBe(webhookMessages.nameInvalid);
    }
    expect(keyProblem('  ', [])).toBe(webhookMessages.mandatory);
    expect(keyProblem('Ci-Notify', ['ci-notify'])).toBe(webhookMessages.nameExists);
  });

  it('R21.12 a secret name follows the webhook-name rule', () => {
    for (const good of ['token', 'Api_key-2']) expect(secretNameProblem(good)).toBeUndefined();
    for (const bad of ['t', '2token', 'api key', 'x.y'])
      expect(secretNameProblem(bad)).toBe(webhookMessages.secretNameInvalid);
    expect(secretNameProblem('')).toBe(webhookMessages.secretNameMissing);
    expect(secretNameProblem(undefined)).toBe(webhookMessages.secretNameMissing);
  });

  it('accepts only absolute http and https URLs', () => {
    expect(urlProblem('https://ci.example.com/hook')).toBeUndefined();
    expect(urlProblem('http://127.0.0.1:8080')).toBeUndefined();
    for (const bad of ['ci.example.com', 'ftp://x.example.com', 'mailto:a@b.c', 'http://']) {
      expect(urlProblem(bad)).toBe(webhookMessages.urlInvalid);
    }
    expect(urlProblem('')).toBe(webhookMessages.mandatory);
  });

  it('wants both halves of a header', () => {
    expect(headerProblem({ name: 'X-A', value: '1' })).toBeUndefined();
    expect(headerProblem({ name: 'X-A', value: '' })).toBe(webhookMessages.headerIncomplete);
    expect(headerProblem({ name: ' ', value: '1' })).toBe(webhookMessages.headerIncomplete);
    // A stored header's value comes back blank: left blank, the server keeps it.
    expect(headerProblem({ name: 'x-a', value: '' }, ['X-A'])).toBeUndefined();
    expect(headerProblem({ name: 'X-B', value: '' }, ['X-A'])).toBe(webhookMessages.headerIncomplete);
  });
});
