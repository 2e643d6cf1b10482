import { type Environment, projectRoutes, serverMessages } from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';

describe('global environments', () => {
  it('R8.16 lists the global environments, adds one and deletes one after confirming', async () => {
    let environments: Environment[] = [{ name: 'DEV' }, { name: 'PROD' }];
    const deleted: string[] = [];
    server.use(
      ...startupHandlers(adminUser),
      mockCall(projectRoutes.globalEnvironments, () => environments),
      mockCall(projectRoutes.createGlobalEnvironment, async ({ request }) => {
        const body = (await request.json()) as Environment;
        environments = [...environments, body];
        return HttpResponse.json(body, { status: 201 });
      }),
      mockCall(projectRoutes.deleteGlobalEnvironment, ({ params }) => {
        deleted.push(params.name);
        environments = environments.filter((environment) => environment.name !== params.name);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const view = renderApp('/admin/environments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Environments' })).toBeTruthy();
    const table = await screen.findByRole('region', { name: 'Environments' });
    expect(await within(table).findByText('PROD')).toBeTruthy();

    await view.user.type(screen.getByLabelText('New environment'), 'STAGING');
    await view.user.click(screen.getByRole('button', { name: 'Add environment' }));
    expect(await within(table).findByText('STAGING')).toBeTruthy();

    const row = within(table).getByText('DEV').closest('tr') as HTMLElement;
    await view.user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: "Delete the environment 'DEV'?" });
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['DEV']));
    await waitFor(() => expect(within(table).queryByText('DEV')).toBeNull());
  });

  it("refuses a name the server would refuse in the server's own words, and sends nothing", async () => {
    const posted: Environment[] = [];
    server.use(
      ...startupHandlers(adminUser),
      mockCall(projectRoutes.globalEnvironments, () => [{ name: 'DEV' }]),
      mockCall(projectRoutes.createGlobalEnvironment, async ({ request }) => {
        posted.push((await request.json()) as Environment);
        return HttpResponse.json({ errors: [{ status: 400, message: 'not expected' }] }, { status: 400 });
      }),
    );
    const view = renderApp('/admin/environments');
    await view.user.type(await screen.findByLabelText('New environment'), '9-lives');
    await view.user.click(screen.getByRole('button', { name: 'Add environment' }));

    expect(await screen.findByText(serverMessages.environmentNameInvalid)).toBeTruthy();
    expect(posted).toEqual([]);
  });
});
