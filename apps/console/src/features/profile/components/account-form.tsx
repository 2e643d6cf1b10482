import { specMessages, type UpdateUserProfileRequest, type UserProfile } from '@arca/contract';
import { Alert, App, Button, Card, Form, Input, theme } from 'antd';
import { useState } from 'react';
import { sameAsField } from '../../../shared/forms/same-as-field.ts';
import { useUnsavedChangesGuard } from '../../../shared/forms/use-unsaved-changes-guard.tsx';
import { OneTimePasswordItem } from '../../../shared/second-factor/one-time-password-item.tsx';
import { useUpdateProfile } from '../api/profile.ts';

interface AccountValues {
  email: string;
  newPassword?: string;
  confirmPassword?: string;
  password: string;
  otp?: string;
}

const PASSWORD_FIELDS = ['newPassword', 'confirmPassword', 'password', 'otp'] as const;

function toRequest(profile: UserProfile, values: AccountValues): UpdateUserProfileRequest {
  const body: UpdateUserProfileRequest = { password: values.password };
  const email = values.email.trim();
  if (email !== profile.email) body.email = email;
  if (values.newPassword) body.newPassword = values.newPassword;
  return body;
}

/**
 * The user's email and password; every change is sent with the current password, and with a
 * fresh code from the authenticator of an account that has one.
 */
export function AccountForm({ profile, onSaved }: { profile: UserProfile; onSaved: (profile: UserProfile) => void }) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const [form] = Form.useForm<AccountValues>();
  const update = useUpdateProfile();
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);

  const onFinish = (values: AccountValues) => {
    update.mutate(
      { body: toRequest(profile, values), otp: values.otp },
      {
        onSuccess: (saved) => {
          form.resetFields([...PASSWORD_FIELDS]);
          form.setFieldsValue({ email: saved.email });
          setDirty(false);
          onSaved(saved);
          void message.success('Profile saved');
        },
      },
    );
  };

  return (
    <Card title="Email and password">
      {update.isError ? (
        <Alert type="error" showIcon title={update.error.message} style={{ marginBottom: token.marginLG }} />
      ) : null}
      <Form<AccountValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ email: profile.email }}
        disabled={update.isPending}
        onValuesChange={() => setDirty(true)}
        onFinish={onFinish}
        style={{ maxWidth: 480 }}
      >
        <Form.Item label="Email" name="email" rules={[{ type: 'email', message: specMessages.invalidEmail }]}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item label="New password" name="newPassword" extra="Leave empty to keep your password.">
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Confirm new password"
          name="confirmPassword"
          dependencies={['newPassword']}
          rules={[sameAsField('newPassword')]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Current password"
          name="password"
          extra="Needed to save any change."
          rules={[{ required: true, message: specMessages.requiredField }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {profile.mfaEnrolled ? <OneTimePasswordItem /> : null}
        <Button type="primary" htmlType="submit" loading={update.isPending} disabled={!dirty}>
          Save
        </Button>
      </Form>
      {guard}
    </Card>
  );
}
