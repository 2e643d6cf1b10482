import { specMessages, testIds, USER_NAME_MAX_LENGTH, USER_NAME_PATTERN } from '@arca/contract';
import { Form, Input } from 'antd';
import { NewPasswordFields } from './password-fields.tsx';
import { SubmitButton } from './submit-button.tsx';

export interface RegistrationValues {
  username: string;
  email: string;
  password: string;
}

interface FormValues {
  username: string;
  email: string;
  newPassword: string;
  confirmPassword: string;
}

export interface RegistrationFormProps {
  pending: boolean;
  submitLabel: string;
  onSubmit: (values: RegistrationValues) => void;
}

const userNamePattern = new RegExp(USER_NAME_PATTERN);

/** Name, address and a new password twice; the same rules as the server, so most mistakes show at once. */
export function RegistrationForm({ pending, submitLabel, onSubmit }: RegistrationFormProps) {
  return (
    <Form<FormValues>
      layout="vertical"
      requiredMark={false}
      disabled={pending}
      data-testid={testIds.registration.form}
      onFinish={(values) =>
        onSubmit({ username: values.username.trim(), email: values.email.trim(), password: values.newPassword })
      }
    >
      <Form.Item
        label="User name"
        name="username"
        rules={[
          { required: true, whitespace: true, message: specMessages.requiredField },
          { max: USER_NAME_MAX_LENGTH, message: `At most ${USER_NAME_MAX_LENGTH} characters` },
          {
            pattern: userNamePattern,
            message: 'Use letters, digits and . _ - @, starting with a letter or a digit',
          },
        ]}
      >
        <Input autoComplete="username" autoFocus data-testid={testIds.registration.user} />
      </Form.Item>
      <Form.Item
        label="Email"
        name="email"
        rules={[
          { required: true, whitespace: true, message: specMessages.requiredField },
          { type: 'email', max: 254, message: specMessages.invalidEmail },
        ]}
      >
        <Input type="email" autoComplete="email" data-testid={testIds.registration.email} />
      </Form.Item>
      <NewPasswordFields />
      <SubmitButton pending={pending} testId={testIds.registration.submit}>
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
