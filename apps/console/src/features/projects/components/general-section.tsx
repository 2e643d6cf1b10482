import { PROJECT_DISPLAY_NAME_MAX_LENGTH, type Project, type ProjectRequest, specMessages } from '@arca/contract';
import { Alert, App, Button, Card, Checkbox, Form, Input, InputNumber, theme } from 'antd';
import { useState } from 'react';
import { useUnsavedChangesGuard } from '../../../shared/forms/use-unsaved-changes-guard.tsx';
import { useUpdateProject } from '../api/projects.ts';
import { bytesToGb, gbToBytes, UNLIMITED_QUOTA } from '../storage-quota.ts';

interface GeneralValues {
  display_name: string;
  description: string;
  manage_members: boolean;
  manage_resources: boolean;
  index_resources: boolean;
  unlimited: boolean;
  quotaGb: number | null;
}

function toValues(project: Project): GeneralValues {
  const unlimited = project.storage_quota_bytes < 0;
  return {
    display_name: project.display_name,
    description: project.description,
    ...project.admin_privileges,
    unlimited,
    quotaGb: unlimited ? null : bytesToGb(project.storage_quota_bytes),
  };
}

function toRequest(key: string, values: GeneralValues): ProjectRequest {
  return {
    project_key: key,
    display_name: values.display_name.trim(),
    description: values.description.trim(),
    admin_privileges: {
      manage_members: values.manage_members,
      manage_resources: values.manage_resources,
      index_resources: values.index_resources,
    },
    storage_quota_bytes: values.unlimited || values.quotaGb === null ? UNLIMITED_QUOTA : gbToBytes(values.quotaGb),
  };
}

/** A project's name, description, what its administrators may do, and its storage quota. */
export function GeneralSection({ project }: { project: Project }) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const [form] = Form.useForm<GeneralValues>();
  const update = useUpdateProject(project.project_key);
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);
  const unlimited = Form.useWatch('unlimited', form) ?? project.storage_quota_bytes < 0;

  const onFinish = (values: GeneralValues) => {
    update.mutate(toRequest(project.project_key, values), {
      onSuccess: () => {
        setDirty(false);
        void message.success('Project saved');
      },
    });
  };

  return (
    <Card title="General">
      {update.isError ? (
        <Alert type="error" showIcon title={update.error.message} style={{ marginBottom: token.marginLG }} />
      ) : null}
      <Form<GeneralValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={toValues(project)}
        disabled={update.isPending}
        onValuesChange={() => setDirty(true)}
        onFinish={onFinish}
        style={{ maxWidth: 640 }}
      >
        <Form.Item label="Project key">
          <Input value={project.project_key} readOnly disabled />
        </Form.Item>
        <Form.Item
          label="Display name"
          name="display_name"
          rules={[{ required: true, whitespace: true, message: specMessages.requiredField }]}
        >
          <Input maxLength={PROJECT_DISPLAY_NAME_MAX_LENGTH} />
        </Form.Item>
        <Form.Item label="Description" name="description">
          <Input.TextArea rows={3} maxLength={1024} />
        </Form.Item>
        <fieldset style={{ border: 0, padding: 0, margin: `0 0 ${token.marginLG}px` }}>
          <legend style={{ fontSize: token.fontSize, marginBottom: token.marginXS }}>Project administrators may</legend>
          <Form.Item name="manage_members" valuePropName="checked" noStyle>
            <Checkbox>Manage members</Checkbox>
          </Form.Item>
          <Form.Item name="manage_resources" valuePropName="checked" noStyle>
            <Checkbox>Manage resources</Checkbox>
          </Form.Item>
          <Form.Item name="index_resources" valuePropName="checked" noStyle>
            <Checkbox>Index resources</Checkbox>
          </Form.Item>
        </fieldset>
        <Form.Item name="unlimited" valuePropName="checked" style={{ marginBottom: token.marginXS }}>
          <Checkbox>Unlimited storage</Checkbox>
        </Form.Item>
        <Form.Item
          label="Storage quota (GB)"
          name="quotaGb"
          rules={[{ required: !unlimited, message: specMessages.requiredField }]}
        >
          <InputNumber min={0.01} step={1} disabled={unlimited} style={{ width: 200 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending} disabled={!dirty}>
          Save
        </Button>
      </Form>
      {guard}
    </Card>
  );
}
