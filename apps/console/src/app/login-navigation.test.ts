import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { expectLoginNavigation, expectLoginRedirect, takeLoginNavigation } from './login-navigation.ts';

describe('the navigation a login made', () => {
  it('R3.18 is the next navigation after the post-login action, and only that one', () => {
    const client = new QueryClient();
    expect(takeLoginNavigation(client, '/packages')).toBe(false);
    expectLoginNavigation(client);
    expect(takeLoginNavigation(client, '/packages')).toBe(true);
    expect(takeLoginNavigation(client, '/admin')).toBe(false);
  });

  it('R3.18 follows a guard redirect to its target, and a navigation elsewhere in between ends it', () => {
    const client = new QueryClient();
    expectLoginRedirect(client, '/admin/license_management/licenses?from=login');
    expect(takeLoginNavigation(client, '/admin/license_management/licenses')).toBe(true);

    expectLoginRedirect(client, '/admin/license_management/licenses');
    expect(takeLoginNavigation(client, '/admin')).toBe(false);
    expect(takeLoginNavigation(client, '/admin/license_management/licenses')).toBe(false);
  });

  it('belongs to one console: another query client never sees it', () => {
    const first = new QueryClient();
    const second = new QueryClient();
    expectLoginNavigation(first);
    expect(takeLoginNavigation(second, '/packages')).toBe(false);
    expect(takeLoginNavigation(first, '/packages')).toBe(true);
  });
});
