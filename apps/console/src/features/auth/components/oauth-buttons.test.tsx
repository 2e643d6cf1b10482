import { apiPaths, type OAuthProviderEntry, oauthErrorMessages, testIds } from '@arca/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '../../../test/render-app.tsx';
import { OAuthButtons } from './oauth-buttons.tsx';

const start = apiPaths.oauthLoginRequest;
const providers: OAuthProviderEntry[] = [
  { name: 'corp', displayName: 'Corporate', type: 'openid', url: `${start}?provider=corp`, icon: 'openid' },
  { name: 'github', displayName: 'GitHub', type: 'github', url: `${start}?provider=github`, icon: 'github' },
  { name: 'evil', displayName: 'Elsewhere', type: 'generic', url: 'https://evil.example.com/login', icon: 'generic' },
];

function renderButtons(path: string, offered: readonly OAuthProviderEntry[] = []) {
  const router = createMemoryRouter([{ path: '/login', element: <OAuthButtons providers={offered} /> }], {
    initialEntries: [path],
  });
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('OAuth buttons', () => {
  it('R4.23 R4.30 offer one button per provider of this server, carrying the page to open afterwards', async () => {
    renderButtons('/login?redirectTo=%2Fpackages', providers);
    const list = await screen.findByTestId(testIds.oauthLogin.providers);
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Log in with Corporate', `${start}?provider=corp&redirectTo=%2Fpackages`],
      ['Log in with GitHub', `${start}?provider=github&redirectTo=%2Fpackages`],
    ]);
    expect(screen.queryByText(/Elsewhere/)).toBeNull();
  });

  it('say why a provider login failed', async () => {
    renderButtons('/login?oauthError=unknown_user');
    expect((await screen.findByTestId(testIds.oauthLogin.error)).textContent).toContain(
      oauthErrorMessages.unknown_user,
    );
  });

  it('show a general message for a reason they do not know', async () => {
    renderButtons('/login?oauthError=%3Cb%3Ehi%3C%2Fb%3E');
    expect((await screen.findByTestId(testIds.oauthLogin.error)).textContent).toContain(oauthErrorMessages.failed);
  });
});
