import type { PermissionResourceType } from '@arca/contract';
import { Alert, Spin } from 'antd';
import { useEffectivePermissions } from './effective-permissions-query.ts';
import { EffectivePermissionsView } from './effective-permissions-view.tsx';

/** Loads and shows the effective permissions of one repository of a kind. */
export function EffectivePermissionsResult({ type, repoKey }: { type: PermissionResourceType; repoKey: string }) {
  const effective = useEffectivePermissions(type, repoKey);
  if (effective.isPending) return <Spin />;
  if (effective.error) {
    return (
      <Alert
        type="error"
        showIcon
        title={`Could not load the effective permissions of '${repoKey}'`}
        description={effective.error.message}
      />
    );
  }
  return (
    <EffectivePermissionsView
      data={effective.data}
      flavour={type === 'build' ? 'builds' : 'distribution'}
      artifactTab={type === 'artifact'}
    />
  );
}
