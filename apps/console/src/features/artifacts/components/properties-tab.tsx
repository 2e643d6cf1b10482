import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { NoData, toast, visuallyHidden } from '@arca/ui';
import { Alert, App, Button, Flex, Form, Input, Table, type TableColumnsType, Tag, theme } from 'antd';
import { useDeleteProperty, useSetProperty } from '../api/property-mutations.ts';
import { useStorageProperties } from '../api/storage-queries.ts';
import type { ArtifactLocation } from '../artifact-location.ts';
import { parsePropertyValues, propertyKeyProblem } from '../property-input.ts';

export interface PropertiesTabProps {
  location: ArtifactLocation;
  /** The caller may add and delete properties here. */
  canAnnotate: boolean;
}

interface PropertyRow {
  key: string;
  values: string[];
}

interface NewProperty {
  key: string;
  values?: string;
}

function AddPropertyForm({ location }: { location: ArtifactLocation }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<NewProperty>();
  const setProperty = useSetProperty(location);
  const add = (input: NewProperty) => {
    const key = input.key.trim();
    setProperty.mutate(
      { key, values: parsePropertyValues(input.values ?? '') },
      {
        onSuccess: () => {
          form.resetFields();
          toast(message, { type: 'success', content: `Property '${key}' saved` });
        },
        onError: (error) => toast(message, { type: 'error', content: error.message }),
      },
    );
  };
  return (
    <Form<NewProperty> form={form} layout="inline" aria-label="Add property" onFinish={add} requiredMark={false}>
      <Form.Item
        name="key"
        rules={[
          {
            validator: (_, value: string | undefined) => {
              const problem = propertyKeyProblem(value ?? '');
              return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
            },
          },
        ]}
      >
        <Input aria-label="Property key" placeholder="Key" style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="values">
        <Input aria-label="Property values" placeholder="Values, separated by commas" style={{ width: 280 }} />
      </Form.Item>
      <Form.Item>
        <Button htmlType="submit" icon={<PlusOutlined />} loading={setProperty.isPending}>
          Add
        </Button>
      </Form.Item>
    </Form>
  );
}

/** The properties of a file, folder or repository: each key with its values; add and delete when allowed. */
export function PropertiesTab({ location, canAnnotate }: PropertiesTabProps) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const properties = useStorageProperties(location);
  const deleteProperty = useDeleteProperty(location);

  if (properties.error) {
    return (
      <Alert type="error" showIcon title="The properties could not be loaded" description={properties.error.message} />
    );
  }
  const rows: PropertyRow[] = Object.entries(properties.data ?? {})
    .map(([key, values]) => ({ key, values }))
    .sort((a, b) => a.key.localeCompare(b.key));

  const remove = (key: string) =>
    deleteProperty.mutate(key, {
      onSuccess: () => toast(message, { type: 'success', content: `Property '${key}' deleted` }),
      onError: (error) => toast(message, { type: 'error', content: error.message }),
    });

  const columns: TableColumnsType<PropertyRow> = [
    { key: 'key', title: 'Key', dataIndex: 'key', width: '30%' },
    {
      key: 'values',
      title: 'Values',
      render: (_: unknown, row) => (
        <Flex wrap gap={token.marginXXS}>
          {row.values.map((value) => (
            <Tag key={value} style={{ marginInlineEnd: 0 }}>
              {value === '' ? '(empty)' : value}
            </Tag>
          ))}
        </Flex>
      ),
    },
    ...(canAnnotate
      ? [
          {
            key: 'actions',
            title: <span style={visuallyHidden}>Actions</span>,
            width: 56,
            align: 'right' as const,
            render: (_: unknown, row: PropertyRow) => (
              <Button
                type="text"
                danger
                size="small"
                aria-label={`Delete property ${row.key}`}
                icon={<DeleteOutlined />}
                loading={deleteProperty.isPending && deleteProperty.variables === row.key}
                onClick={() => remove(row.key)}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={token.marginMD}>
      {canAnnotate ? <AddPropertyForm location={location} /> : null}
      <section aria-label="Properties">
        <Table<PropertyRow>
          size="small"
          rowKey="key"
          columns={columns}
          dataSource={rows}
          loading={properties.isPending}
          pagination={false}
          locale={{ emptyText: <NoData compact /> }}
        />
      </section>
    </Flex>
  );
}
