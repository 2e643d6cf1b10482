import {
  type Project,
  projectRoutes,
  type RepositoryConfig,
  type RepositorySummary,
  repositoryRoutes,
  serverMessages,
} from '@arca/contract';
import { HttpResponse } from 'msw';
import { mockCall } from '../../test/mock-call.ts';

/** Repositories and handlers the repositories screens' tests share. */
export const someRepositories: RepositorySummary[] = [
  { key: 'libs-release', type: 'LOCAL', description: 'Released libraries', packageType: 'maven' },
  { key: 'npm-local', type: 'LOCAL', description: 'Our packages', packageType: 'npm' },
  { key: 'npm-team', type: 'LOCAL', description: '', packageType: 'npm' },
  {
    key: 'npmjs',
    type: 'REMOTE',
    description: 'The public registry',
    url: 'https://registry.npmjs.org',
    packageType: 'npm',
  },
  { key: 'npm-all', type: 'VIRTUAL', description: 'Everything npm', packageType: 'npm' },
  { key: 'npm-shared', type: 'FEDERATED', description: '', packageType: 'npm' },
];

export const npmjsConfig: RepositoryConfig = {
  key: 'npmjs',
  rclass: 'remote',
  packageType: 'npm',
  description: 'The public registry',
  notes: '',
  includesPattern: '**/*',
  excludesPattern: '',
  url: 'https://registry.npmjs.org',
  username: 'reader',
  offline: false,
  hardFail: false,
  retrievalCachePeriodSecs: 7200,
};

export const npmAllConfig: RepositoryConfig = {
  key: 'npm-all',
  rclass: 'virtual',
  packageType: 'npm',
  description: 'Everything npm',
  includesPattern: '**/*',
  excludesPattern: '',
  repositories: ['npm-local', 'npmjs'],
  defaultDeploymentRepo: 'npm-local',
};

export const alphaProject: Project = {
  project_key: 'alpha',
  display_name: 'Alpha',
  description: '',
  admin_privileges: { manage_members: true, manage_resources: true, index_resources: false },
  storage_quota_bytes: -1,
};

/**
 * The reads of the repositories screens. The list honours `type` and `packageType` as the server
 * does; `seen` records the query of each list call.
 */
export function repositoryReadHandlers(
  repositories: RepositorySummary[] = someRepositories,
  configs: RepositoryConfig[] = [npmjsConfig, npmAllConfig],
) {
  const seen: URLSearchParams[] = [];
  const handlers = [
    mockCall(repositoryRoutes.list, ({ request }) => {
      const query = new URL(request.url).searchParams;
      seen.push(query);
      const type = query.get('type')?.toUpperCase();
      const packageType = query.get('packageType');
      return repositories.filter(
        (row) => (!type || row.type === type) && (!packageType || row.packageType === packageType),
      );
    }),
    mockCall(
      repositoryRoutes.get,
      ({ params }) =>
        configs.find((config) => config.key === params.key) ??
        refusal(404, serverMessages.repositoryNotFound(params.key)),
    ),
    mockCall(projectRoutes.list, () => [alphaProject]),
  ];
  return { handlers, seen };
}

/** The line of text the repository writes answer with. */
export const textAnswer = (text: string) => HttpResponse.text(text);

/** A refusal in the server's error envelope. */
export const refusal = (status: number, message: string) =>
  HttpResponse.json({ errors: [{ status, message }] }, { status });
