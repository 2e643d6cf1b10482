import { PASSWORD_MAX_LENGTH, specMessages } from '@arca/contract';
import { Form, Input } from 'antd';
import { sameAsField } from '../../../shared/forms/same-as-field.ts';

/**
 * A password and its confirmation. A new user needs one; on edit both may stay empty to keep the
 * current password, and a typed one must be confirmed.
 */
export function UserPasswordFields({ isNew }: { isNew: boolean }) {
  return (
    <>
      <Form.Item
        label={isNew ? 'Password' : 'New password'}
        name="password"
        extra={isNew ? undefined : 'Leave empty to keep the current password.'}
        rules={[
          { required: isNew, message: specMessages.requiredField },
          { max: PASSWORD_MAX_LENGTH, message: `At most ${PASSWORD_MAX_LENGTH} characters` },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Confirm password"
        name="confirmPassword"
        dependencies={['password']}
        validateFirst
        rules={[{ required: isNew, message: specMessages.requiredField }, sameAsField('password')]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
