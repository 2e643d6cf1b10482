import { Form, Input } from 'antd';

const OTP_PATTERN = /^[0-9]{6}$/;

/**
 * The code of the user's authenticator app, in a form whose call needs a fresh one. Each code
 * works once: a second call in the same half minute waits for the app's next code.
 */
export function OneTimePasswordItem({ name = 'otp' }: { name?: string }) {
  return (
    <Form.Item
      label="Authenticator code"
      name={name}
      extra="The six digits your authenticator app shows now."
      rules={[{ required: true, pattern: OTP_PATTERN, message: 'Enter the 6-digit code' }]}
    >
      <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
    </Form.Item>
  );
}
