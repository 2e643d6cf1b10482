import { type PermissionResourceType, permissionResourceTypes } from '@arca/contract';
import { Flex, theme } from 'antd';
import { useMemo } from 'react';
import { useRepositorySummaries } from '../../../shared/management/queries.ts';
import type { PermissionFormValues, ResourceForm } from '../permission-form.ts';
import { ResourceSection } from './resource-section.tsx';

interface ResourcesStepProps {
  resources: PermissionFormValues['resources'];
  onChange: (type: PermissionResourceType, value: ResourceForm) => void;
}

export function ResourcesStep({ resources, onChange }: ResourcesStepProps) {
  const { token } = theme.useToken();
  const repositories = useRepositorySummaries();
  const repositoryKeys = useMemo(
    () => (repositories.data ?? []).map((repository) => repository.key),
    [repositories.data],
  );
  return (
    <Flex vertical gap={token.marginLG}>
      {permissionResourceTypes.map((type) => (
        <ResourceSection
          key={type}
          type={type}
          value={resources[type]}
          repositoryKeys={type === 'artifact' ? repositoryKeys : []}
          onChange={(value) => onChange(type, value)}
        />
      ))}
    </Flex>
  );
}
