import { apiPaths } from '@arca/contract';
import { describe, expect, it } from 'vitest';
import { oauthLoginUrl } from './oauth-login-url.ts';

const start = `${apiPaths.oauthLoginRequest}?provider=corp`;

describe('oauthLoginUrl', () => {
  it('keeps the server’s OAuth start and adds the page to open afterwards', () => {
    expect(oauthLoginUrl(start, undefined)).toBe(start);
    expect(oauthLoginUrl(start, '/packages?tab=npm')).toBe(`${start}&redirectTo=%2Fpackages%3Ftab%3Dnpm`);
  });

  it('refuses anything that is not this server’s OAuth start', () => {
    for (const url of [
      'https://idp.example.com/authorize',
      '//idp.example.com/ui/api/v1/ui/oauth2/loginRequestPlatform',
      'javascript:alert(1)',
      '/ui/api/v1/ui/auth/logout',
      '/ui/api/v1/ui/oauth2/../auth/logout',
      '/ui/api/v1/ui/oauth2/\\evil',
    ]) {
      expect(oauthLoginUrl(url, '/packages')).toBeNull();
    }
  });
});
