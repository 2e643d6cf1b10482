import { PROJECT_DISPLAY_NAME_MAX_LENGTH, type ProjectRequest, specMessages } from '@arca/contract';
import { PageHeader } from '@arca/ui';
import { Alert, Button, Card, Flex, Form, Input, theme } from 'antd';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { useUnsavedChangesGuard } from '../../../shared/forms/use-unsaved-changes-guard.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { useCreateProject } from '../api/projects.ts';
import { ProjectKeyField } from '../components/project-key-field.tsx';
import { suggestProjectKey } from '../project-key.ts';

interface NewProjectValues {
  display_name: string;
  project_key: string;
  description?: string;
}

/** /admin/projects/new: a project's name, key and description; the rest is set in its settings. */
export function ProjectNewPage() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [form] = Form.useForm<NewProjectValues>();
  const create = useCreateProject();
  const [dirty, setDirty] = useState(false);
  // The key follows the name until the user types a key of their own.
  const [keyTyped, setKeyTyped] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);

  const onValuesChange = (changed: Partial<NewProjectValues>) => {
    setDirty(true);
    if (changed.display_name !== undefined && !keyTyped) {
      form.setFieldValue('project_key', suggestProjectKey(changed.display_name));
    }
  };

  const onFinish = (values: NewProjectValues) => {
    const body: ProjectRequest = {
      project_key: values.project_key,
      display_name: values.display_name.trim(),
      description: values.description?.trim() ?? '',
    };
    create.mutate(body, {
      onSuccess: (project) => {
        // The guard must see the clean form before the navigation it would otherwise stop.
        flushSync(() => setDirty(false));
        void navigate(paths.adminProjectSettings(project.project_key, 'general'));
      },
    });
  };

  return (
    <>
      <PageHeader title="New project" description="Name the project and choose its key." />
      <Card style={{ maxWidth: 720 }}>
        {create.isError ? (
          <Alert type="error" showIcon title={create.error.message} style={{ marginBottom: token.marginLG }} />
        ) : null}
        <Form<NewProjectValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          disabled={create.isPending}
          onValuesChange={onValuesChange}
          onFinish={onFinish}
        >
          <Form.Item
            label="Display name"
            name="display_name"
            rules={[{ required: true, whitespace: true, message: specMessages.requiredField }]}
          >
            <Input maxLength={PROJECT_DISPLAY_NAME_MAX_LENGTH} autoFocus />
          </Form.Item>
          <ProjectKeyField onTyped={(value) => setKeyTyped(value !== '')} />
          <Form.Item label="Description" name="description">
            <Input.TextArea rows={3} maxLength={1024} />
          </Form.Item>
          <Flex gap={token.marginSM}>
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              Create project
            </Button>
            <Button onClick={() => void navigate(paths.adminProjects())}>Cancel</Button>
          </Flex>
        </Form>
      </Card>
      {guard}
    </>
  );
}
