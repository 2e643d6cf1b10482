import {
  PROJECT_ROLE_NAME_MAX_LENGTH,
  type ProjectRoleAction,
  type ProjectRoleDefinition,
  projectRoleActions,
  specMessages,
} from '@arca/contract';
import { Alert, Checkbox, Form, Input, Modal, theme } from 'antd';
import { useProjectEnvironments } from '../api/environments.ts';
import { type CustomRoleRequest, useCreateProjectRole, useUpdateProjectRole } from '../api/roles.ts';
import { RoleActionsField } from './role-actions-field.tsx';

interface RoleValues {
  name: string;
  description?: string;
  environments: string[];
  actions: ProjectRoleAction[];
}

interface RoleDialogProps {
  projectKey: string;
  /** The custom role being changed; absent when creating one. */
  role?: ProjectRoleDefinition;
  onClose: () => void;
}

/** Creates a custom role, or changes one: its description, environments and actions. */
export function RoleDialog({ projectKey, role, onClose }: RoleDialogProps) {
  const { token } = theme.useToken();
  const [form] = Form.useForm<RoleValues>();
  const environments = useProjectEnvironments(projectKey);
  const create = useCreateProjectRole(projectKey);
  const update = useUpdateProjectRole(projectKey);
  const save = role ? update : create;

  const onFinish = (values: RoleValues) => {
    const body: CustomRoleRequest = {
      name: role?.name ?? values.name.trim(),
      description: values.description?.trim() ?? '',
      type: 'CUSTOM',
      environments: values.environments,
      // The wire order, whatever order the boxes were ticked in.
      actions: projectRoleActions.filter((action) => values.actions.includes(action)),
    };
    save.mutate(body, { onSuccess: onClose });
  };

  return (
    <Modal
      open
      width={640}
      title={role ? `Edit role ${role.name}` : 'New role'}
      okText={role ? 'Save' : 'Create role'}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {save.isError ? (
        <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: token.margin }} />
      ) : null}
      {environments.isError ? (
        <Alert type="error" showIcon title={environments.error.message} style={{ marginBottom: token.margin }} />
      ) : null}
      <Form<RoleValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={role ?? { environments: [], actions: [] }}
        onFinish={onFinish}
      >
        <Form.Item
          label="Name"
          name="name"
          rules={[{ required: true, whitespace: true, message: specMessages.requiredField }]}
        >
          <Input maxLength={PROJECT_ROLE_NAME_MAX_LENGTH} disabled={role !== undefined} />
        </Form.Item>
        <Form.Item label="Description" name="description">
          <Input.TextArea rows={2} maxLength={1024} />
        </Form.Item>
        <Form.Item label="Environments" name="environments">
          <Checkbox.Group
            options={(environments.data ?? []).map((environment) => ({
              value: environment.name,
              label: environment.name,
            }))}
          />
        </Form.Item>
        <Form.Item
          label="Actions"
          name="actions"
          rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one action' }]}
        >
          <RoleActionsField />
        </Form.Item>
      </Form>
    </Modal>
  );
}
