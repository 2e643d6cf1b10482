import { Alert, Form, Input, theme } from 'antd';
import { SubmitButton } from './submit-button.tsx';

export interface OtpFormProps {
  ids: { form: string; code: string; submit: string; error: string };
  submitLabel: string;
  pending: boolean;
  error: string | undefined;
  onSubmit: (otp: string) => void;
}

const OTP_LENGTH = 6;

/** Six digits from an authenticator app; submits by itself once all six are typed. */
export function OtpForm({ ids, submitLabel, pending, error, onSubmit }: OtpFormProps) {
  const { token } = theme.useToken();
  const [form] = Form.useForm<{ otp: string }>();
  return (
    <>
      {error ? (
        <Alert type="error" showIcon title={error} data-testid={ids.error} style={{ marginBottom: token.marginLG }} />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={pending}
        data-testid={ids.form}
        onFinish={(values) => onSubmit(values.otp)}
      >
        <Form.Item
          label="Verification code"
          name="otp"
          rules={[{ required: true, len: OTP_LENGTH, message: 'Enter the 6-digit code' }]}
        >
          <Input.OTP
            length={OTP_LENGTH}
            autoFocus
            data-testid={ids.code}
            formatter={(value) => value.replace(/\D/g, '')}
            onChange={(value) => {
              if (value.length === OTP_LENGTH) form.submit();
            }}
          />
        </Form.Item>
        <SubmitButton pending={pending} testId={ids.submit}>
          {submitLabel}
        </SubmitButton>
      </Form>
    </>
  );
}
