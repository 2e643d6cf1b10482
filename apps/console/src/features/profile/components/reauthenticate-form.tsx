import { specMessages, type UserProfile } from '@arca/contract';
import { Alert, Button, Card, Form, Input, theme } from 'antd';
import { useReauthenticate } from '../api/profile.ts';

/** The profile opens only after the user gives their password again. */
export function ReauthenticateForm({ onProfile }: { onProfile: (profile: UserProfile) => void }) {
  const { token } = theme.useToken();
  const reauthenticate = useReauthenticate();
  return (
    <Card title="Confirm it is you" style={{ maxWidth: 480 }}>
      {reauthenticate.isError ? (
        <Alert type="error" showIcon title={reauthenticate.error.message} style={{ marginBottom: token.marginLG }} />
      ) : null}
      <Form<{ password: string }>
        layout="vertical"
        requiredMark={false}
        disabled={reauthenticate.isPending}
        onFinish={(values) => reauthenticate.mutate({ password: values.password }, { onSuccess: onProfile })}
      >
        <Form.Item
          label="Current password"
          name="password"
          extra="Your profile shows after your password is checked."
          rules={[{ required: true, message: specMessages.requiredField }]}
        >
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={reauthenticate.isPending}>
          Continue
        </Button>
      </Form>
    </Card>
  );
}
