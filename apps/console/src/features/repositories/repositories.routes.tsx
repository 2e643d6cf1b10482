import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing/route-handle.ts';

// Each page is its own chunk, loaded when its route is first entered.
const repositoriesListPage = async () => ({
  Component: (await import('./pages/repositories-list-page.tsx')).RepositoriesListPage,
});
const repositoryEditorPage = async () => ({
  Component: (await import('./pages/repository-editor-page.tsx')).RepositoryEditorPage,
});

/** The repositories of one kind (local, remote, virtual, federated) and their editor, for administrators. */
export function repositoriesRoutes(): RouteObject[] {
  return [
    {
      path: '/admin/repositories/:kind',
      lazy: repositoriesListPage,
      handle: { title: 'Repositories', name: 'admin.repositories.list', access: { admin: true } } satisfies RouteHandle,
    },
    {
      path: '/admin/repositories/:kind/new',
      lazy: repositoryEditorPage,
      handle: {
        title: 'New repository',
        name: 'admin.repositories.new',
        access: { admin: true },
      } satisfies RouteHandle,
    },
    {
      path: '/admin/repositories/:kind/:repoKey/edit',
      lazy: repositoryEditorPage,
      handle: {
        title: 'Edit repository',
        crumbParam: 'repoKey',
        name: 'admin.repositories.edit',
        access: { admin: true },
      } satisfies RouteHandle,
    },
  ];
}
