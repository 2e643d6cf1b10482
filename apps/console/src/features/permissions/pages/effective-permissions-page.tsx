import { type PermissionResourceType, permissionResourceTypes } from '@arca/contract';
import { EmptyState, PageHeader } from '@arca/ui';
import { Button, Flex, Tabs, theme } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { EffectivePermissionsResult } from '../../../shared/management/effective-permissions/effective-permissions-result.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { RepositoryKeyForm } from '../components/repository-key-form.tsx';

const tabLabels: Record<PermissionResourceType, string> = {
  artifact: 'Artifacts',
  build: 'Builds',
  release_bundle: 'Release bundles',
};

/** Where build info is kept unless configured otherwise. */
const DEFAULT_BUILD_INFO_REPOSITORY = 'artifactory-build-info';

const emptyHelp: Record<PermissionResourceType, string> = {
  artifact: 'Pick a repository and choose Show to see who may read, deploy or manage its artifacts.',
  build: 'Pick a build-info repository and choose Show to see who may read, deploy or manage its builds.',
  release_bundle:
    'Pick a release-bundle repository and choose Show to see who may read, distribute or manage its bundles.',
};

function typeOf(value: string | null): PermissionResourceType {
  return permissionResourceTypes.find((type) => type === value) ?? 'artifact';
}

/** /admin/management/permissions/effective?type=&key=: who may do what on one repository. */
export function EffectivePermissionsPage() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const type = typeOf(params.get('type'));
  const key = params.get('key')?.trim() ?? '';

  const content = (
    <Flex vertical gap={token.marginLG}>
      <RepositoryKeyForm
        // A new type or key in the address starts the field afresh.
        key={`${type}:${key}`}
        type={type}
        initialKey={key !== '' ? key : type === 'build' ? DEFAULT_BUILD_INFO_REPOSITORY : ''}
        onShow={(chosen) => void navigate(paths.adminEffectivePermissions({ type, key: chosen }))}
      />
      {key === '' ? (
        <EmptyState header="Choose a repository" contentLines={[emptyHelp[type]]} canEdit={false} />
      ) : (
        <EffectivePermissionsResult type={type} repoKey={key} />
      )}
    </Flex>
  );

  return (
    <>
      <PageHeader
        title="Effective permissions"
        description="What every user and group may do on one repository, from all the permissions that name it."
        extra={<Button onClick={() => void navigate(paths.adminPermissions())}>Permissions</Button>}
      />
      <Tabs
        activeKey={type}
        onChange={(next) => void navigate(paths.adminEffectivePermissions({ type: next }))}
        items={permissionResourceTypes.map((tab) => ({
          key: tab,
          label: tabLabels[tab],
          children: tab === type ? content : null,
        }))}
      />
    </>
  );
}
