import { type PrincipalPermissions, permissionRoutes } from '@arca/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockCall } from '../../test/mock-call.ts';
import { renderRoutesAlone } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';
import { PrincipalGrants } from './principal-grants.tsx';

const grants: PrincipalPermissions = {
  grants: [
    { permissionName: 'npm-deployers', resourceType: 'artifact', targets: ['npm-local'], actions: ['READ', 'WRITE'] },
    {
      permissionName: 'build-readers',
      resourceType: 'build',
      targets: ['artifactory-build-info'],
      actions: ['READ'],
      viaGroup: 'developers',
    },
  ],
};

/** Answers the grants of one principal; any other is not found. */
const grantsOf = (kind: string, name: string, answer: PrincipalPermissions) =>
  mockCall(permissionRoutes.principal, ({ params }) =>
    params.kind === kind && params.name === name
      ? answer
      : HttpResponse.json({ errors: [{ status: 404, message: 'not found' }] }, { status: 404 }),
  );

describe('the effective permissions of one principal', () => {
  it('lists each grant with its actions, and for a user the group it comes through', async () => {
    server.use(grantsOf('user', 'alice', grants));
    renderRoutesAlone([{ path: '/grants', element: <PrincipalGrants kind="user" name="alice" /> }], '/grants');
    const deployers = (await screen.findByRole('link', { name: 'npm-deployers' })).closest('tr');
    if (!deployers) throw new Error('no row');
    expect(deployers.textContent).toContain('Repositories');
    expect(within(deployers).getByText('Deploy/Cache')).toBeTruthy();
    expect(within(deployers).getByText('Directly')).toBeTruthy();
    const readers = screen.getByRole('link', { name: 'build-readers' }).closest('tr');
    if (!readers) throw new Error('no row');
    expect(within(readers).getByRole('link', { name: 'developers' }).getAttribute('href')).toBe(
      '/ui/admin/management/groups/developers/edit',
    );
    expect(screen.getByRole('link', { name: 'npm-deployers' }).getAttribute('href')).toBe(
      '/ui/admin/management/permissions/edit/npm-deployers',
    );
  });

  it("says 'No permissions found.' for a group without grants, without a Through column", async () => {
    server.use(grantsOf('group', 'qa', { grants: [] }));
    renderRoutesAlone([{ path: '/grants', element: <PrincipalGrants kind="group" name="qa" /> }], '/grants');
    expect(await screen.findByText('No permissions found.')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Through' })).toBeNull();
  });
});
