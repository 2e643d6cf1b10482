import { apiPaths, authRoutes, specMessages, testIds } from '@arca/contract';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';

describe('single sign-on', () => {
  it('R1.17 R6.20 a login answered 420 opens the SSO screen of its location, whose button enters through the proxy', async () => {
    server.use(
      mockCall(authRoutes.login, () =>
        HttpResponse.json(
          { errors: [{ status: 420, message: specMessages.authenticationNeeded }] },
          { status: 420, headers: { location: '/sso/http' } },
        ),
      ),
    );
    const view = renderApp('/login');
    await view.user.type(await screen.findByRole('textbox', { name: 'User name' }), 'admin');
    await view.user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(view.currentPath()).toBe('/login/sso/http'));
    const button = await screen.findByTestId(testIds.ssoLogin.continue);
    expect(button.getAttribute('href')).toBe(`${apiPaths.httpSsoLogin}?redirectTo=%2Fui%2Fpackages`);
  });

  it('says so when the proxy named nobody', async () => {
    renderApp('/login/sso/http?failed=true');
    expect((await screen.findByTestId(testIds.ssoLogin.error)).textContent).toContain('did not name a user');
  });

  it('refuses a sign-on type the server does not have', async () => {
    renderApp('/login/sso/saml');
    expect(await screen.findByText('This sign-on method is not set up on this server.')).toBeTruthy();
  });
});
