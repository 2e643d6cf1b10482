import type { EffectivePermissions } from '@arca/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BASENAME } from '../../routing/paths.ts';
import { effectiveViewOptions } from './effective-permissions.ts';
import { EffectivePermissionsView, type EffectivePermissionsViewProps } from './effective-permissions-view.tsx';

const data: EffectivePermissions = {
  userEffectivePermissions: [
    {
      principal: 'dev',
      permissionTargets: ['readers', 'deployers'],
      permission: {
        read: true,
        annotate: false,
        deploy: true,
        delete: false,
        distribute: true,
        managedXrayMeta: false,
      },
    },
  ],
  groupEffectivePermissions: [
    {
      principal: 'release team',
      permissionTargets: ['readers'],
      permission: { read: true, annotate: true, deploy: false, delete: true, distribute: false, managedXrayMeta: true },
    },
  ],
  permissionTargets: [
    {
      permissionName: 'readers',
      users: ['dev', 'qa'],
      groups: ['release team'],
      repoKeys: ['libs-release', 'ANY LOCAL'],
    },
  ],
};

const empty: EffectivePermissions = {
  userEffectivePermissions: [],
  groupEffectivePermissions: [],
  permissionTargets: [],
};

function renderView(props: Partial<EffectivePermissionsViewProps> = {}) {
  const user = userEvent.setup();
  render(
    <MemoryRouter basename={BASENAME} initialEntries={[`${BASENAME}/`]}>
      <EffectivePermissionsView data={data} flavour="distribution" artifactTab {...props} />
    </MemoryRouter>,
  );
  // The radio input itself is covered by its label, which takes the click as a person's would.
  const pick = (name: string) => {
    const label = screen.getByRole('radio', { name }).closest('label');
    if (!label) throw new Error(`no choice ${name}`);
    return user.click(label);
  };
  return { user, pick };
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

/** The cells of the table's first body row, under their column titles. */
function firstRow(table: HTMLElement): Record<string, HTMLElement> {
  const titles = headers(table);
  const row = within(table).getAllByRole('row')[1];
  if (!row) throw new Error('no body row');
  const cells = within(row).getAllByRole('cell');
  return Object.fromEntries(cells.map((cell, index) => [titles[index] ?? String(index), cell]));
}

describe('effective permissions view', () => {
  it('R23.01 R23.02 offers Users, Groups and Permission Targets, and starts on Users', async () => {
    const view = renderView();
    const switcher = screen.getByRole('radiogroup', { name: 'Show permissions by' });
    expect(
      within(switcher)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Users', 'Groups', 'Permission Targets']);
    expect(effectiveViewOptions.map((option) => option.value)).toEqual(['user', 'group', 'targets']);
    expect((screen.getByRole('radio', { name: 'Users' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('table', { name: 'User permissions' })).toBeTruthy();

    await view.pick('Groups');
    expect(screen.getByRole('table', { name: 'Group permissions' })).toBeTruthy();
    await view.pick('Permission Targets');
    expect(screen.getByRole('table', { name: 'Permission targets' })).toBeTruthy();
  });

  it('R23.03 R23.07 has the columns Principal, Permission Targets, Read, Annotate, Create, Distribute, Delete, Manage Xray Meta in the distribution flavour', () => {
    renderView({ flavour: 'distribution' });
    expect(headers(screen.getByRole('table', { name: 'User permissions' }))).toEqual([
      'Principal',
      'Permission Targets',
      'Read',
      'Annotate',
      'Create',
      'Distribute',
      'Delete',
      'Manage Xray Meta',
    ]);
  });

  it('R23.03 R23.08 R23.09 says Deploy for Create and has no Distribute column in the builds flavour', async () => {
    const view = renderView({ flavour: 'builds', artifactTab: false });
    const expected = ['Principal', 'Permission Targets', 'Read', 'Annotate', 'Deploy', 'Delete', 'Manage Xray Meta'];
    expect(headers(screen.getByRole('table', { name: 'User permissions' }))).toEqual(expected);
    await view.pick('Groups');
    expect(headers(screen.getByRole('table', { name: 'Group permissions' }))).toEqual(expected);
  });

  it('R23.10 shows a check when allowed and an uncheck when not', async () => {
    const view = renderView();
    const cells = firstRow(screen.getByRole('table', { name: 'User permissions' }));
    const icon = (title: string) =>
      within(cells[title] as HTMLElement)
        .getByRole('img')
        .getAttribute('aria-label');
    expect(icon('Read')).toBe('Allowed');
    expect(icon('Annotate')).toBe('Not allowed');
    expect(icon('Create')).toBe('Allowed');
    expect(icon('Distribute')).toBe('Allowed');
    expect(icon('Delete')).toBe('Not allowed');
    expect(icon('Manage Xray Meta')).toBe('Not allowed');

    await view.pick('Groups');
    const group = firstRow(screen.getByRole('table', { name: 'Group permissions' }));
    expect(within(group.Delete as HTMLElement).getByRole('img', { name: 'Allowed' })).toBeTruthy();
    expect(within(group.Create as HTMLElement).getByRole('img', { name: 'Not allowed' })).toBeTruthy();
  });

  it("R23.11 shows 'No permissions found.' for an empty users or groups table", async () => {
    const view = renderView({ data: empty });
    expect(
      within(screen.getByRole('table', { name: 'User permissions' })).getByText('No permissions found.'),
    ).toBeTruthy();
    await view.pick('Groups');
    expect(
      within(screen.getByRole('table', { name: 'Group permissions' })).getByText('No permissions found.'),
    ).toBeTruthy();
  });

  it('R23.04 R23.05 has Permission Target Name, Repositories, Users, Groups on the artifact tab', async () => {
    const view = renderView({ artifactTab: true });
    await view.pick('Permission Targets');
    const table = screen.getByRole('table', { name: 'Permission targets' });
    expect(headers(table)).toEqual(['Permission Target Name', 'Repositories', 'Users', 'Groups']);
    const cells = firstRow(table);
    expect(cells.Repositories?.textContent).toBe('2 | libs-release, ANY LOCAL');
    expect(cells.Users?.textContent).toBe('2 | dev, qa');
    expect(cells.Groups?.textContent).toBe('1 | release team');
  });

  it('R23.05 leaves the Repositories column out on the other tabs', async () => {
    const view = renderView({ artifactTab: false, flavour: 'builds' });
    await view.pick('Permission Targets');
    expect(headers(screen.getByRole('table', { name: 'Permission targets' }))).toEqual([
      'Permission Target Name',
      'Users',
      'Groups',
    ]);
  });

  it("R23.06 shows 'No permission targets found.' for an empty permission-targets table", async () => {
    const view = renderView({ data: empty });
    await view.pick('Permission Targets');
    expect(
      within(screen.getByRole('table', { name: 'Permission targets' })).getByText('No permission targets found.'),
    ).toBeTruthy();
  });

  it('R23.12 links each permission target name to its edit screen', async () => {
    const view = renderView();
    const targets = firstRow(screen.getByRole('table', { name: 'User permissions' }))['Permission Targets'];
    const links = within(targets as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/ui/admin/management/permissions/edit/readers',
      '/ui/admin/management/permissions/edit/deployers',
    ]);
    await view.pick('Permission Targets');
    expect(screen.getByRole('link', { name: 'readers' }).getAttribute('href')).toBe(
      '/ui/admin/management/permissions/edit/readers',
    );
  });

  it('R23.13 links a user principal to /admin/management/users/{principal}/edit', () => {
    renderView();
    expect(screen.getByRole('link', { name: 'dev' }).getAttribute('href')).toBe('/ui/admin/management/users/dev/edit');
  });

  it('R23.14 links a group principal to /admin/management/groups/{principal}/edit', async () => {
    const view = renderView();
    await view.pick('Groups');
    expect(screen.getByRole('link', { name: 'release team' }).getAttribute('href')).toBe(
      '/ui/admin/management/groups/release%20team/edit',
    );
  });
});
