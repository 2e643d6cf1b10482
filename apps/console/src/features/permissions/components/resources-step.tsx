import { type PermissionResourceType, permissionResourceTypes } from '@arca/contract';
import { Flex, theme } from 'antd';
import type { PermissionFormValues, ResourceForm } from '../permission-form.ts';
import { ResourceSection } from './resource-section.tsx';

interface ResourcesStepProps {
  resources: PermissionFormValues['resources'];
  onChange: (type: PermissionResourceType, value: ResourceForm) => void;
}

export function ResourcesStep({ resources, onChange }: ResourcesStepProps) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.marginLG}>
      {permissionResourceTypes.map((type) => (
        <ResourceSection key={type} type={type} value={resources[type]} onChange={(value) => onChange(type, value)} />
      ))}
    </Flex>
  );
}
