import { type CrowdConfigUpdate, crowdRoutes, type OAuthConfigInput, oauthRoutes } from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';

const keycloak = {
  name: 'keycloak',
  displayName: 'Company SSO',
  type: 'openid',
  clientId: 'arca',
  authorizeUrl: 'https://sso.example.com/auth',
  tokenUrl: 'https://sso.example.com/token',
  userInfoUrl: 'https://sso.example.com/userinfo',
  scope: 'openid profile email',
  autoCreateUsers: true,
  clientSecretSet: true,
} as const;

describe('authentication providers', () => {
  it('R8.20 saves the Crowd settings, keeping the stored password when the field is left blank', async () => {
    const saved: CrowdConfigUpdate[] = [];
    server.use(
      ...startupHandlers(adminUser),
      mockCall(crowdRoutes.config, () => ({
        enabled: false,
        serverUrl: 'https://crowd.example.com/crowd',
        applicationName: 'arca',
        applicationPasswordSet: true,
        autoCreateUsers: false,
      })),
      mockCall(crowdRoutes.updateConfig, async ({ request }) => {
        const body = (await request.json()) as CrowdConfigUpdate;
        saved.push(body);
        const { applicationPassword: _secret, ...rest } = body;
        return { ...rest, applicationPasswordSet: true };
      }),
    );
    const view = renderApp('/admin/authentication_providers/crowd');
    expect(await screen.findByRole('heading', { level: 1, name: 'Crowd' })).toBeTruthy();
    expect(await screen.findByText('A password is stored. Leave blank to keep it.')).toBeTruthy();
    expect((screen.getByLabelText('Server URL') as HTMLInputElement).value).toBe('https://crowd.example.com/crowd');
    await view.user.click(screen.getByRole('switch', { name: 'Enable Crowd sign-in' }));
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saved).toEqual([
        {
          enabled: true,
          serverUrl: 'https://crowd.example.com/crowd',
          applicationName: 'arca',
          autoCreateUsers: false,
        },
      ]),
    );
  });

  it('R8.20 lists the OAuth providers and adds one, sending the stored ones without their secrets', async () => {
    const saved: OAuthConfigInput[] = [];
    server.use(
      ...startupHandlers(adminUser),
      mockCall(oauthRoutes.config, () => ({ providers: [keycloak] })),
      mockCall(oauthRoutes.updateConfig, async ({ request }) => {
        const body = (await request.json()) as OAuthConfigInput;
        saved.push(body);
        return {
          providers: body.providers.map(({ clientSecret: _secret, ...provider }) => ({
            ...provider,
            clientSecretSet: true,
          })),
        };
      }),
    );
    const view = renderApp('/admin/authentication_providers/oauth');
    expect(await screen.findByRole('heading', { level: 1, name: 'OAuth' })).toBeTruthy();
    const table = await screen.findByRole('region', { name: 'OAuth providers' });
    expect(await within(table).findByText('Company SSO')).toBeTruthy();
    expect(within(table).getByText('OpenID Connect')).toBeTruthy();

    await view.user.click(screen.getByRole('button', { name: 'New provider' }));
    const dialog = await screen.findByRole('dialog', { name: 'New OAuth provider' });
    await view.user.type(within(dialog).getByLabelText('Name'), 'github');
    await view.user.type(within(dialog).getByLabelText('Display name'), 'GitHub');
    await view.user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await view.user.click(await screen.findByTitle('GitHub'));
    await view.user.type(within(dialog).getByLabelText('Client ID'), 'gh-client');
    await view.user.type(within(dialog).getByLabelText('Client secret'), 'gh-secret');
    // Choosing GitHub fills in GitHub's addresses.
    expect((within(dialog).getByLabelText('Token URL') as HTMLInputElement).value).toBe(
      'https://github.com/login/oauth/access_token',
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    const [stored, added] = saved[0]?.providers ?? [];
    expect(stored).toEqual({
      name: 'keycloak',
      displayName: 'Company SSO',
      type: 'openid',
      clientId: 'arca',
      authorizeUrl: 'https://sso.example.com/auth',
      tokenUrl: 'https://sso.example.com/token',
      userInfoUrl: 'https://sso.example.com/userinfo',
      scope: 'openid profile email',
      autoCreateUsers: true,
    });
    expect(added).toMatchObject({ name: 'github', displayName: 'GitHub', type: 'github', clientSecret: 'gh-secret' });
    expect(await within(table).findByText('github')).toBeTruthy();
  });

  it('R8.20 offers the first OAuth provider from an empty state', async () => {
    server.use(
      ...startupHandlers(adminUser),
      mockCall(oauthRoutes.config, () => ({ providers: [] })),
    );
    const view = renderApp('/admin/authentication_providers/oauth');
    expect(await screen.findByRole('heading', { name: 'No OAuth providers yet' })).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'New provider' }));
    expect(await screen.findByRole('dialog', { name: 'New OAuth provider' })).toBeTruthy();
  });
});
