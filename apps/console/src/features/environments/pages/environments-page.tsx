import { DeleteOutlined } from '@ant-design/icons';
import { ENVIRONMENT_NAME_PATTERN, type Environment, serverMessages } from '@arca/contract';
import { DataTable, type DataTableColumn, PageHeader, type RowAction, toast, useConfirm } from '@arca/ui';
import { Alert, App, Button, Card, Form, Input, Space, theme } from 'antd';
import { useId } from 'react';
import {
  useCreateGlobalEnvironment,
  useDeleteGlobalEnvironment,
  useGlobalEnvironments,
} from '../api/global-environments.ts';

interface AddValues {
  name: string;
}

const columns: readonly DataTableColumn<Environment>[] = [
  { key: 'name', title: 'Name', dataIndex: 'name', width: 'large' },
];
const namePattern = new RegExp(ENVIRONMENT_NAME_PATTERN);

/**
 * /admin/environments (R8.16): the global environments, such as DEV and PROD, that every project's
 * repositories can be assigned to; a project adds its own in its settings.
 */
export function EnvironmentsPage() {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const [confirm, holder] = useConfirm();
  const [form] = Form.useForm<AddValues>();
  const inputId = useId();
  const environments = useGlobalEnvironments();
  const create = useCreateGlobalEnvironment();
  const remove = useDeleteGlobalEnvironment();

  const onDelete = async (environment: Environment) => {
    const sure = await confirm({
      title: `Delete the environment '${environment.name}'?`,
      content: 'Repositories assigned to it in every project lose the assignment.',
      okText: 'Delete',
      danger: true,
    });
    if (!sure) return;
    remove.mutate(environment.name, {
      onSuccess: () => toast(message, { type: 'success', content: `Environment '${environment.name}' deleted` }),
      onError: (error) => toast(message, { type: 'error', content: error.message }),
    });
  };
  const actions: RowAction<Environment>[] = [
    { label: 'Delete', icon: <DeleteOutlined />, callbackFn: (environment) => void onDelete(environment) },
  ];

  return (
    <>
      {holder}
      <PageHeader
        title="Environments"
        description="The stages every project's repositories can be assigned to. A project adds its own in its settings."
      />
      <Card>
        {create.isError ? (
          <Alert type="error" showIcon title={create.error.message} style={{ marginBottom: token.margin }} />
        ) : null}
        <Form<AddValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          disabled={create.isPending}
          onFinish={({ name }) => create.mutate({ name }, { onSuccess: () => form.resetFields() })}
          style={{ marginBottom: token.marginLG }}
        >
          <Form.Item label="New environment" htmlFor={inputId}>
            <Space.Compact style={{ maxWidth: 480, width: '100%' }}>
              <Form.Item
                name="name"
                noStyle
                rules={[
                  { required: true, message: 'Enter a name' },
                  // The server's own words for the same rule, so the form and a refusal never disagree.
                  { pattern: namePattern, message: serverMessages.environmentNameInvalid },
                ]}
              >
                <Input id={inputId} autoComplete="off" placeholder="e.g. STAGING" />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={create.isPending}>
                Add environment
              </Button>
            </Space.Compact>
          </Form.Item>
        </Form>
        {environments.isError ? (
          <Alert
            type="error"
            showIcon
            title="The environments could not be loaded"
            description={environments.error.message}
          />
        ) : (
          <DataTable<Environment>
            label="Environments"
            rows={environments.data ?? []}
            rowKey={(environment) => environment.name}
            columns={columns}
            loading={environments.isPending}
            rowActions={{ actions }}
          />
        )}
      </Card>
    </>
  );
}
