import { specMessages, testIds } from '@arca/contract';
import { Form, Input } from 'antd';
import { sameAsField } from '../../../shared/forms/same-as-field.ts';

/** New password twice: the second must equal the first (R26.21). The server checks the policy. */
export function NewPasswordFields() {
  return (
    <>
      <Form.Item
        label="New password"
        name="newPassword"
        rules={[{ required: true, message: specMessages.requiredField }]}
      >
        <Input.Password autoComplete="new-password" data-testid={testIds.passwordScreens.newPassword} />
      </Form.Item>
      <Form.Item
        label="Confirm new password"
        name="confirmPassword"
        dependencies={['newPassword']}
        validateFirst
        rules={[{ required: true, message: specMessages.requiredField }, sameAsField('newPassword')]}
      >
        <Input.Password autoComplete="new-password" data-testid={testIds.passwordScreens.confirmPassword} />
      </Form.Item>
    </>
  );
}
