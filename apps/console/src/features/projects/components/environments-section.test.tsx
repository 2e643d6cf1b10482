import { type Environment, projectRoutes, serverMessages } from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { alphaSettingsHandlers } from '../projects-test-data.ts';

function rowOf(text: string) {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
}

describe('project environments', () => {
  it('adds an environment under the prefilled project prefix', async () => {
    let environments: Environment[] = [{ name: 'DEV' }, { name: 'PROD' }];
    const posted: Environment[] = [];
    server.use(...startupHandlers(adminUser), ...alphaSettingsHandlers());
    server.use(
      mockCall(projectRoutes.environments, () => environments),
      mockCall(projectRoutes.createEnvironment, async ({ request }) => {
        const body = (await request.json()) as Environment;
        posted.push(body);
        environments = [...environments, body];
        return HttpResponse.json(body, { status: 201 });
      }),
    );
    const view = renderApp('/admin/projects/alpha/environments');
    const input = await screen.findByLabelText<HTMLInputElement>('New environment');
    expect(input.value).toBe('alpha-');

    await view.user.click(screen.getByRole('button', { name: 'Add environment' }));
    expect(await screen.findByText("The name must start with 'alpha-' followed by more characters")).toBeTruthy();
    expect(posted).toEqual([]);

    await view.user.type(input, 'staging');
    await view.user.click(screen.getByRole('button', { name: 'Add environment' }));
    await waitFor(() => expect(posted).toEqual([{ name: 'alpha-staging' }]));
    expect(await screen.findByText('alpha-staging')).toBeTruthy();
    await waitFor(() => expect(input.value).toBe('alpha-'));
  });

  it('refuses a name without the prefix', async () => {
    server.use(...startupHandlers(adminUser), ...alphaSettingsHandlers());
    const view = renderApp('/admin/projects/alpha/environments');
    const input = await screen.findByLabelText('New environment');
    await view.user.clear(input);
    await view.user.type(input, 'QA');
    expect(await screen.findByText("The name must start with 'alpha-' followed by more characters")).toBeTruthy();
    await view.user.clear(input);
    await view.user.type(input, 'alpha-qa!');
    expect(await screen.findByText(serverMessages.environmentNameInvalid)).toBeTruthy();
  });

  it('deletes only the project environments', async () => {
    const deleted: string[] = [];
    server.use(...startupHandlers(adminUser), ...alphaSettingsHandlers());
    server.use(
      mockCall(projectRoutes.environments, () => [{ name: 'DEV' }, { name: 'PROD' }, { name: 'alpha-qa' }]),
      mockCall(projectRoutes.deleteEnvironment, ({ params }) => {
        deleted.push(String(params.name));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const view = renderApp('/admin/projects/alpha/environments');
    await screen.findByText('alpha-qa');
    expect(within(rowOf('DEV')).queryByRole('button')).toBeNull();
    expect(within(rowOf('PROD')).queryByRole('button')).toBeNull();
    await view.user.click(within(rowOf('alpha-qa')).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: "Delete the environment 'alpha-qa'?" });
    await view.user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['alpha-qa']));
  });
});
