import { CROWD_LIMITS, type CrowdConfig, type CrowdConfigUpdate } from '@arca/contract';
import { toast } from '@arca/ui';
import { Alert, App, Button, Card, Flex, Form, Input, Switch, theme } from 'antd';
import { useSaveCrowdConfig } from '../api/provider-settings.ts';

type CrowdFormValues = Omit<CrowdConfigUpdate, 'applicationPassword'> & { applicationPassword?: string };

const fieldStyle = { maxWidth: 560 } as const;

/** The values a save sends: a blank password keeps the stored one. */
export function crowdUpdateOf(values: CrowdFormValues): CrowdConfigUpdate {
  const { applicationPassword, ...rest } = values;
  return { ...rest, serverUrl: rest.serverUrl.trim(), ...(applicationPassword ? { applicationPassword } : {}) };
}

/** How this server reaches an Atlassian Crowd server, and whether Crowd users may sign in. */
export function CrowdSettingsForm({ config }: { config: CrowdConfig }) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const [form] = Form.useForm<CrowdFormValues>();
  const save = useSaveCrowdConfig();
  const { applicationPasswordSet, ...initial } = config;

  const submit = (values: CrowdFormValues) =>
    save.mutate(crowdUpdateOf(values), {
      onSuccess: () => {
        form.setFieldValue('applicationPassword', undefined);
        toast(message, { type: 'success', content: 'Crowd settings saved' });
      },
    });

  return (
    <Form<CrowdFormValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      disabled={save.isPending}
      onFinish={submit}
      requiredMark={false}
    >
      <Flex vertical gap={token.marginLG}>
        {save.error ? <Alert type="error" showIcon title={save.error.message} /> : null}
        <Card title="Crowd server">
          <Form.Item name="enabled" label="Enable Crowd sign-in" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            name="serverUrl"
            label="Server URL"
            extra="The address of the Crowd server, e.g. https://crowd.example.com/crowd."
            rules={[
              { type: 'url', message: 'Enter an http or https address' },
              ({ getFieldValue }) => ({
                required: getFieldValue('enabled') === true,
                message: 'Crowd sign-in needs the server URL',
              }),
            ]}
            style={fieldStyle}
          >
            <Input maxLength={CROWD_LIMITS.serverUrl} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="applicationName"
            label="Application name"
            extra="The application this server is registered as in Crowd."
            style={fieldStyle}
          >
            <Input maxLength={CROWD_LIMITS.applicationName} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="applicationPassword"
            label="Application password"
            extra={applicationPasswordSet ? 'A password is stored. Leave blank to keep it.' : undefined}
            style={fieldStyle}
          >
            <Input.Password maxLength={CROWD_LIMITS.applicationPassword} autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="autoCreateUsers"
            label="Create users at their first sign-in"
            valuePropName="checked"
            style={{ marginBottom: 0 }}
          >
            <Switch />
          </Form.Item>
        </Card>
        <Flex gap={token.marginSM}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
