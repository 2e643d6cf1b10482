import { OAUTH_LIMITS, OAUTH_PROVIDER_TYPES, type OAuthProviderView } from '@arca/contract';
import { Form, Input, Modal, Select, Switch } from 'antd';
import { type OAuthProviderFormValues, providerTypeLabels, typeDefaults } from '../oauth-providers.ts';

export interface OAuthProviderDialogProps {
  /** The provider being edited, or undefined for a new one. */
  editing: OAuthProviderView | undefined;
  initial: OAuthProviderFormValues;
  /** Names already taken by the other providers. */
  takenNames: readonly string[];
  saving: boolean;
  onSave: (values: OAuthProviderFormValues) => void;
  onCancel: () => void;
}

const NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;
const url = { type: 'url', message: 'Enter an http or https address' } as const;
const required = (what: string) => ({ required: true, whitespace: true, message: `Enter the ${what}` });

/** One provider's settings in a dialog; a new provider needs its client secret, a stored one keeps it when left blank. */
export function OAuthProviderDialog({
  editing,
  initial,
  takenNames,
  saving,
  onSave,
  onCancel,
}: OAuthProviderDialogProps) {
  const [form] = Form.useForm<OAuthProviderFormValues>();
  return (
    <Modal
      open
      title={editing ? `Edit provider '${editing.displayName}'` : 'New OAuth provider'}
      okText="Save"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      width={640}
    >
      <Form<OAuthProviderFormValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={onSave}
        requiredMark={false}
        onValuesChange={(changed) => {
          if (changed.type) form.setFieldsValue(typeDefaults(changed.type));
        }}
      >
        <Form.Item
          name="name"
          label="Name"
          extra="Lower-case letters, digits and dashes; used in the sign-in address."
          rules={[
            required('name'),
            { pattern: NAME_PATTERN, message: 'Use lower-case letters, digits and dashes' },
            {
              validator: (_rule, value: string) =>
                takenNames.includes(value)
                  ? Promise.reject(new Error('Another provider has this name'))
                  : Promise.resolve(),
            },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="displayName"
          label="Display name"
          extra="The button's label on the login screen."
          rules={[required('display name')]}
        >
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item name="type" label="Type">
          <Select options={OAUTH_PROVIDER_TYPES.map((type) => ({ value: type, label: providerTypeLabels[type] }))} />
        </Form.Item>
        <Form.Item name="clientId" label="Client ID" rules={[required('client ID')]}>
          <Input maxLength={256} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="clientSecret"
          label="Client secret"
          extra={editing?.clientSecretSet ? 'A secret is stored. Leave blank to keep it.' : undefined}
          rules={editing?.clientSecretSet ? [] : [required('client secret')]}
        >
          <Input.Password maxLength={1024} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="authorizeUrl" label="Authorization URL" rules={[required('authorization URL'), url]}>
          <Input maxLength={OAUTH_LIMITS.maxUrlLength} autoComplete="off" />
        </Form.Item>
        <Form.Item name="tokenUrl" label="Token URL" rules={[required('token URL'), url]}>
          <Input maxLength={OAUTH_LIMITS.maxUrlLength} autoComplete="off" />
        </Form.Item>
        <Form.Item name="userInfoUrl" label="User info URL" rules={[required('user info URL'), url]}>
          <Input maxLength={OAUTH_LIMITS.maxUrlLength} autoComplete="off" />
        </Form.Item>
        <Form.Item name="scope" label="Scope">
          <Input maxLength={512} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="autoCreateUsers"
          label="Create users at their first sign-in"
          valuePropName="checked"
          style={{ marginBottom: 0 }}
        >
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
