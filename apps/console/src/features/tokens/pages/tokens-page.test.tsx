import { type TokenInfo, tokenRoutes } from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';

const tokens = (): TokenInfo[] => [
  {
    token_id: 'tok-ci',
    subject: 'ci-bot',
    scope: 'applied-permissions/groups:deployers,readers',
    description: 'CI deploys',
    refreshable: false,
    issued_at: 1_700_000_000,
    expiry: 1_800_000_000,
  },
  {
    token_id: 'tok-admin',
    subject: 'admin',
    scope: 'applied-permissions/admin',
    description: '',
    refreshable: true,
    issued_at: 1_700_100_000,
  },
];

describe('access token administration', () => {
  it("R8.19 lists every user's tokens with subject, scope and expiry, and revokes one after confirming", async () => {
    let live = tokens();
    const revoked: string[] = [];
    server.use(
      ...startupHandlers(adminUser),
      mockCall(tokenRoutes.list, () => ({ tokens: live })),
      mockCall(tokenRoutes.revoke, ({ params }) => {
        revoked.push(params.id);
        live = live.filter((token) => token.token_id !== params.id);
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const view = renderApp('/admin/management/tokens');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Tokens' })).toBeTruthy();
    const table = await screen.findByRole('region', { name: 'Access tokens' });
    const ci = (await within(table).findByRole('link', { name: 'ci-bot' })).closest('tr') as HTMLElement;
    expect(within(ci).getByText('CI deploys')).toBeTruthy();
    expect(within(ci).getByText('Groups: deployers, readers')).toBeTruthy();
    const own = within(table).getByRole('link', { name: 'admin' }).closest('tr') as HTMLElement;
    expect(within(own).getByText('Admin')).toBeTruthy();
    expect(within(own).getByText('Never')).toBeTruthy();

    await view.user.click(within(ci).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: "Revoke this token of 'ci-bot'?" });
    await view.user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(revoked).toEqual(['tok-ci']));
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'ci-bot' })).toBeNull());
  });
});
