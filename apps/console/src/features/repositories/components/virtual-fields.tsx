import { Alert, Form, Select } from 'antd';
import { useRepositoriesOfPackageType } from '../api/repository-queries.ts';
import { summaryClass } from '../repository-catalogue.ts';
import type { RepositoryFormValues } from '../repository-form-values.ts';
import { RepositoryMembersField } from './repository-members-field.tsx';

export interface VirtualFieldsProps {
  packageType: string;
}

/**
 * What only a virtual repository has: its members (local, remote and virtual repositories of its
 * own package type, never itself) and the local member that takes deployments.
 */
export function VirtualFields({ packageType }: VirtualFieldsProps) {
  const form = Form.useFormInstance<RepositoryFormValues>();
  const ownKey = Form.useWatch('key', form) ?? '';
  const members = Form.useWatch('repositories', form) ?? [];
  const repositories = useRepositoriesOfPackageType(packageType);

  const kindOf = new Map((repositories.data ?? []).map((repository) => [repository.key, summaryClass(repository)]));
  const candidates = [...kindOf]
    .filter(([key, kind]) => kind !== undefined && kind !== 'federated' && key.toLowerCase() !== ownKey.toLowerCase())
    .map(([key]) => key);
  const localMembers = members.filter((key) => kindOf.get(key) === 'local');

  return (
    <>
      {repositories.isError ? (
        <Alert
          type="error"
          showIcon
          title="The repositories could not be loaded"
          description={repositories.error.message}
        />
      ) : null}
      <Form.Item name="repositories" extra="Packages are resolved from the selected repositories in this order.">
        <RepositoryMembersField candidates={candidates} />
      </Form.Item>
      <Form.Item label="Default deployment repository" name="defaultDeploymentRepo">
        <Select
          options={[{ value: '', label: 'None' }, ...localMembers.map((key) => ({ value: key, label: key }))]}
          loading={repositories.isPending}
        />
      </Form.Item>
    </>
  );
}
