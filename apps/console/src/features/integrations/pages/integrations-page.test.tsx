import {
  accountRoutes,
  integrationPaths,
  OAUTH_REALM,
  REAUTHENTICATION_HEADER,
  setMeUpRoutes,
  type UserData,
} from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { adminUser, regularUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import {
  githubMain,
  githubScanned,
  integrationHandlers,
  SERVER_BASE_URL,
  servicesHandler,
} from '../integrations-test-data.ts';

const card = (name: string) => screen.findByRole('group', { name });

describe('integrations page', () => {
  it('R1.42 R14.02 R14.03 R14.05 R14.06 shows the three groups of cards', async () => {
    server.use(...startupHandlers(adminUser), ...integrationHandlers().handlers);
    renderApp('/integrations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Integrations' })).toBeTruthy();
    const groups: Record<string, string[]> = {
      'Source control': ['GitHub', 'GitLab', 'Bitbucket Cloud', 'Bitbucket Server'],
      'Developer Tools': ['Jetbrains', 'Visual Studio Code', 'Android Studio', 'Docker Desktop'],
      'Continuous integration': ['JFrog CLI', 'GitHub Actions', 'Azure DevOps', 'Frogbot'],
    };
    for (const [group, cards] of Object.entries(groups)) {
      const region = screen.getByRole('region', { name: group });
      expect(
        within(region)
          .getAllByRole('group')
          .map((item) => item.getAttribute('aria-label')),
      ).toEqual(cards);
    }
  });

  it('R14.07 R14.09 R14.10 R14.12 counts connections, shows the status, and turns Connect into +', async () => {
    server.use(...startupHandlers(adminUser), ...integrationHandlers([githubMain]).handlers);
    server.use(servicesHandler(['xray']));
    renderApp('/integrations');
    const github = await card('GitHub');
    await within(github).findByText('GitHub (1)');
    expect(within(github).getByText('CONNECTED')).toBeTruthy();
    expect(within(github).getByRole('button', { name: 'Add GitHub integration' })).toBeTruthy();
    expect(within(github).queryByRole('button', { name: 'Connect' })).toBeNull();
    expect(within(github).getByText('Connect a service')).toBeTruthy();
    const gitlab = await card('GitLab');
    expect(within(gitlab).getByText('GitLab (0)')).toBeTruthy();
    expect(within(gitlab).getByText('DISCONNECTED')).toBeTruthy();
    expect(within(gitlab).getByRole('button', { name: 'Connect' })).toBeTruthy();
    expect(within(gitlab).queryByText('Connect a service')).toBeNull();
  });

  it('shows no alert once a service uses the integration', async () => {
    server.use(...startupHandlers(adminUser), ...integrationHandlers([githubScanned]).handlers);
    server.use(servicesHandler(['xray']));
    renderApp('/integrations');
    const github = await card('GitHub');
    await within(github).findByText('GitHub (1)');
    expect(within(github).queryByText('Connect a service')).toBeNull();
    expect(within(github).getByRole('listitem', { name: 'Xray (1)' })).toBeTruthy();
  });

  it('R14.13 opens the vendor table from the header of a connected card only', async () => {
    server.use(...startupHandlers(adminUser), ...integrationHandlers([githubMain]).handlers);
    const view = renderApp('/integrations');
    const github = await card('GitHub');
    await within(github).findByText('GitHub (1)');
    expect(within(await card('GitLab')).queryByRole('button', { name: /open the integrations$/ })).toBeNull();
    await view.user.click(
      within(github).getByRole('button', { name: /^GitHub \(1\) CONNECTED, open the integrations$/ }),
    );
    await waitFor(() => expect(view.currentPath()).toBe('/integrations/github'));
    // The vendor page's list has come: no call of this test is left to land in the next one's handlers.
    const table = await screen.findByRole('region', { name: 'GitHub integrations' });
    expect(await within(table).findByText('GitHub main')).toBeTruthy();
  });

  it('R14.04 R14.46 marks source control unavailable for a user who is not an administrator, without asking for integrations', async () => {
    const integrations = integrationHandlers([githubMain]);
    server.use(...startupHandlers(regularUser), ...integrations.handlers);
    renderApp('/integrations');
    const region = await screen.findByRole('region', { name: 'Source control' });
    expect(within(region).getByText('Unavailable')).toBeTruthy();
    const github = within(region).getByRole('group', { name: 'GitHub' });
    expect(within(github).getByRole('button', { name: 'Connect' }).hasAttribute('disabled')).toBe(true);
    expect(within(github).getByText('GitHub (0)')).toBeTruthy();
    expect(integrations.calls).toEqual([]);
  });

  it('R14.11 R14.14 R14.15 R14.16 gives a tool card installation steps, a command per system and its links', async () => {
    server.use(...startupHandlers(adminUser), ...integrationHandlers().handlers);
    const view = renderApp('/integrations');
    const cli = await card('JFrog CLI');
    await view.user.click(within(cli).getByRole('button', { name: 'Connect' }));
    const drawer = await screen.findByRole('dialog', { name: 'JFrog CLI' });
    expect(within(drawer).getByText('Run the command for your system to install the CLI.')).toBeTruthy();
    expect(within(drawer).getByRole('region', { name: 'JFrog CLI command for os x' }).textContent).toContain(
      'brew install jfrog-cli',
    );
    await view.user.click(within(drawer).getByText('linux'));
    expect(within(drawer).getByRole('region', { name: 'JFrog CLI command for linux' }).textContent).toContain(
      'curl -fL https://install-cli.jfrog.io | sh',
    );
    await view.user.click(within(drawer).getByText('windows'));
    expect(within(drawer).getByRole('region', { name: 'JFrog CLI command for windows' }).textContent).toContain(
      'choco install jfrog-cli-v2-jf',
    );
    const marketplace = within(drawer).getByRole('link', { name: /JFrog CLI releases/ });
    expect(marketplace.getAttribute('href')).toBe('https://github.com/jfrog/jfrog-cli/releases');
    expect(marketplace.getAttribute('target')).toBe('_blank');
    expect(within(drawer).getByRole('link', { name: /Documentation/ })).toBeTruthy();
    await view.user.click(within(drawer).getByRole('tab', { name: 'Configure' }));
    expect(await within(drawer).findByText('Server URL')).toBeTruthy();
  });

  it('R14.47 R28.036 puts the base URL from set-me-up, not the page address, in the commands and the configuration', async () => {
    server.use(...startupHandlers(adminUser), ...integrationHandlers().handlers);
    const view = renderApp('/integrations');
    await view.user.click(within(await card('JFrog CLI')).getByRole('button', { name: 'Connect' }));
    const drawer = await screen.findByRole('dialog', { name: 'JFrog CLI' });
    const command = within(drawer).getByRole('region', { name: 'JFrog CLI command for os x' }).textContent;
    expect(command).toContain(`jf config add arca --url ${SERVER_BASE_URL} --interactive`);
    expect(command).not.toContain(window.location.origin);
    await view.user.click(within(drawer).getByRole('tab', { name: 'Configure' }));
    expect((await within(drawer).findAllByText(SERVER_BASE_URL)).length).toBeGreaterThan(0);
  });

  it("R14.48 R14.54 fetches the git integrations, then the scanner's, and counts the integrations the scanner names", async () => {
    const integrations = integrationHandlers([githubMain], [githubMain.integrationKey]);
    server.use(...startupHandlers(adminUser), ...integrations.handlers);
    server.use(servicesHandler(['xray']));
    renderApp('/integrations');
    const github = await card('GitHub');
    expect(await within(github).findByRole('listitem', { name: 'Xray (1)' })).toBeTruthy();
    expect(within(github).queryByText('Connect a service')).toBeNull();
    expect(integrations.calls).toEqual(['list', 'scanner']);
  });

  it("R14.48 asks for the scanner's integrations only with the scanner installed", async () => {
    const integrations = integrationHandlers([githubMain], [githubMain.integrationKey]);
    server.use(...startupHandlers(adminUser), ...integrations.handlers);
    renderApp('/integrations');
    await within(await card('GitHub')).findByText('GitHub (1)');
    // Give a call that should not come the time to come.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(integrations.calls).toEqual(['list']);
  });

  it("R14.45 R14.48 ignores a failure of the scanner's list: the cards keep what the integrations say", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let asked = 0;
    server.use(...startupHandlers(adminUser), ...integrationHandlers([githubMain]).handlers);
    // Added last, so they stand before the handlers above.
    server.use(
      servicesHandler(['xray']),
      http.get(integrationPaths.scannerConnected, () => {
        asked += 1;
        return HttpResponse.json({ errors: [{ status: 500, message: 'down' }] }, { status: 500 });
      }),
    );
    renderApp('/integrations');
    const github = await card('GitHub');
    await waitFor(() => expect(asked).toBe(1));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(within(github).getByText('GitHub (1)')).toBeTruthy();
    expect(within(github).getByText('Connect a service')).toBeTruthy();
    expect(screen.queryByRole('alert', { name: /down/ })).toBeNull();
    warn.mockRestore();
  });

  it('R14.11 opens the configuration from Configure', async () => {
    server.use(...startupHandlers(adminUser), ...integrationHandlers().handlers);
    const view = renderApp('/integrations');
    await view.user.click(within(await card('Visual Studio Code')).getByRole('button', { name: 'Configure' }));
    const drawer = await screen.findByRole('dialog', { name: 'Visual Studio Code' });
    expect(within(drawer).getByRole('tab', { name: 'Configure', selected: true })).toBeTruthy();
    expect(within(drawer).getByText('admin')).toBeTruthy();
  });
});

describe('the access token of an OAuth user', () => {
  const oauthUser: UserData = { ...regularUser, name: 'octavia', realm: OAUTH_REALM };
  const ISSUED = 'k'.repeat(64);

  /** Answers the profile and API-key calls, recording each in order with what it carried. */
  function keyHandlers() {
    const calls: string[] = [];
    const handlers = [
      mockCall(accountRoutes.userProfile, async ({ request }) => {
        calls.push(`profile ${JSON.stringify(await request.json())}`);
        return { name: 'octavia', email: 'octavia@example.com', admin: false, mfaEnrolled: false };
      }),
      mockCall(setMeUpRoutes.userApiKey, ({ request }) => {
        calls.push(`key ${request.headers.get(REAUTHENTICATION_HEADER)}`);
        return { apiKey: ISSUED };
      }),
    ];
    return { handlers, calls };
  }

  it('R2.18 R14.49 opening a developer tool fetches the profile with an empty password, then the API key, and shows it', async () => {
    const keys = keyHandlers();
    server.use(...startupHandlers(oauthUser), ...integrationHandlers().handlers, ...keys.handlers);
    const view = renderApp('/integrations');
    const vscode = await card('Visual Studio Code');
    expect(keys.calls).toEqual([]);
    await view.user.click(within(vscode).getByRole('button', { name: 'Configure' }));
    const drawer = await screen.findByRole('dialog', { name: 'Visual Studio Code' });
    expect((await within(drawer).findByLabelText('Access token')).textContent).toContain(ISSUED);
    // Basic credentials of 'octavia' with an empty password: base64 of 'octavia:'.
    expect(keys.calls).toEqual(['profile {"password":""}', 'key Basic b2N0YXZpYTo=']);

    // Another card of the same visit shows the same key: no second token is issued.
    await view.user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await view.user.click(within(await card('JFrog CLI')).getByRole('button', { name: 'Configure' }));
    const cli = await screen.findByRole('dialog', { name: 'JFrog CLI' });
    expect((await within(cli).findByLabelText('Access token')).textContent).toContain(ISSUED);
    expect(keys.calls).toHaveLength(2);
  });

  it('R14.49 a user who signs in with a password is not asked for either and creates a token themselves', async () => {
    const keys = keyHandlers();
    server.use(...startupHandlers(regularUser), ...integrationHandlers().handlers, ...keys.handlers);
    const view = renderApp('/integrations');
    await view.user.click(within(await card('Visual Studio Code')).getByRole('button', { name: 'Configure' }));
    const drawer = await screen.findByRole('dialog', { name: 'Visual Studio Code' });
    expect(within(drawer).getByText('Create one under Edit Profile, or with a repository’s Set Me Up.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(keys.calls).toEqual([]);
  });

  it('says so when no key could be issued', async () => {
    server.use(...startupHandlers(oauthUser), ...integrationHandlers().handlers);
    server.use(
      mockCall(accountRoutes.userProfile, () =>
        HttpResponse.json({ errors: [{ status: 400, message: 'The password is not correct' }] }, { status: 400 }),
      ),
    );
    const view = renderApp('/integrations');
    await view.user.click(within(await card('Visual Studio Code')).getByRole('button', { name: 'Configure' }));
    const drawer = await screen.findByRole('dialog', { name: 'Visual Studio Code' });
    expect(await within(drawer).findByText('The password is not correct')).toBeTruthy();
  });
});
