import { DeleteOutlined } from '@ant-design/icons';
import type { Environment } from '@arca/contract';
import { DataTable, type DataTableColumn, type RowAction, useConfirm } from '@arca/ui';
import { Alert, App, Button, Card, Form, Input, Space, Tag, theme } from 'antd';
import { useId } from 'react';
import { useAddProjectEnvironment, useDeleteProjectEnvironment, useProjectEnvironments } from '../api/environments.ts';
import { environmentNameProblem, environmentPrefix, isProjectEnvironment } from '../environment-name.ts';

interface AddValues {
  name: string;
}

/** The environments a project's repositories can be assigned to: the global ones and its own. */
export function EnvironmentsSection({ projectKey }: { projectKey: string }) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const [confirm, confirmHolder] = useConfirm();
  const [form] = Form.useForm<AddValues>();
  const environments = useProjectEnvironments(projectKey);
  const add = useAddProjectEnvironment(projectKey);
  const remove = useDeleteProjectEnvironment(projectKey);
  const prefix = environmentPrefix(projectKey);
  const inputId = useId();
  const own = (environment: Environment) => isProjectEnvironment(environment.name, projectKey);

  const columns: readonly DataTableColumn<Environment>[] = [
    { key: 'name', title: 'Name', dataIndex: 'name', width: 'large' },
    {
      key: 'scope',
      title: 'Scope',
      width: 'small',
      render: (environment) => <Tag>{own(environment) ? 'Project' : 'Global'}</Tag>,
    },
  ];

  const onDelete = async (environment: Environment) => {
    const sure = await confirm({
      title: `Delete the environment '${environment.name}'?`,
      content: 'Repositories assigned to it lose the assignment.',
      okText: 'Delete',
      danger: true,
    });
    if (!sure) return;
    remove.mutate(environment.name, { onError: (error) => void message.error(error.message) });
  };

  const actions: RowAction<Environment>[] = [
    {
      label: 'Delete',
      icon: <DeleteOutlined />,
      isVisible: own,
      callbackFn: (environment) => void onDelete(environment),
    },
  ];

  const onFinish = ({ name }: AddValues) => {
    add.mutate({ name }, { onSuccess: () => form.setFieldsValue({ name: prefix }) });
  };

  return (
    <Card title="Environments">
      {environments.isError ? <Alert type="error" showIcon title={environments.error.message} /> : null}
      {add.isError ? (
        <Alert type="error" showIcon title={add.error.message} style={{ marginBottom: token.margin }} />
      ) : null}
      <Form<AddValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: prefix }}
        disabled={add.isPending}
        onFinish={onFinish}
        style={{ marginBottom: token.marginLG }}
      >
        <Form.Item
          label="New environment"
          htmlFor={inputId}
          extra={`A project's own environments start with '${prefix}'.`}
        >
          <Space.Compact style={{ maxWidth: 480, width: '100%' }}>
            <Form.Item
              name="name"
              noStyle
              rules={[
                {
                  validator: (_rule, value: string | undefined) => {
                    const problem = environmentNameProblem(value ?? '', projectKey);
                    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                  },
                },
              ]}
            >
              <Input id={inputId} autoComplete="off" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={add.isPending}>
              Add environment
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
      <DataTable<Environment>
        label="Environments"
        rows={environments.data ?? []}
        rowKey={(environment) => environment.name}
        columns={columns}
        loading={environments.isPending}
        rowActions={{ actions }}
      />
      {confirmHolder}
    </Card>
  );
}
