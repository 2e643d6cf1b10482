import { isValidUserName, specMessages, USER_NAME_MAX_LENGTH } from '@arca/contract';
import { Alert, Button, Card, Checkbox, Flex, Form, type FormInstance, Input, theme } from 'antd';
import type { UserFormValues } from '../user-form-values.ts';
import { UserGroupsField } from './user-groups-field.tsx';
import { UserPasswordFields } from './user-password-fields.tsx';

export const USER_NAME_MESSAGE = "The name may contain letters, numbers and symbols: '.-_@'";

export interface UserFormProps {
  form: FormInstance<UserFormValues>;
  isNew: boolean;
  initialValues: UserFormValues;
  groupNames: readonly string[];
  /** The failure of the last save, with the server's message. */
  error: Error | null;
  saving: boolean;
  /** False while nothing has changed on edit: there is nothing to save. */
  canSave: boolean;
  onValuesChange: (values: Partial<UserFormValues>) => void;
  onSubmit: (values: UserFormValues) => void;
  onCancel: () => void;
}

/** The account fields and the user's groups; the same rules as the server, so most mistakes show at once. */
export function UserForm(props: UserFormProps) {
  const { token } = theme.useToken();
  const { isNew } = props;
  return (
    <Form<UserFormValues>
      form={props.form}
      layout="vertical"
      initialValues={props.initialValues}
      disabled={props.saving}
      onValuesChange={(_changed, all) => props.onValuesChange(all)}
      onFinish={props.onSubmit}
    >
      <Flex vertical gap={token.marginLG}>
        {props.error ? <Alert type="error" showIcon title={props.error.message} /> : null}
        <Card title="Account">
          <Form.Item
            label="User name"
            name="username"
            rules={
              isNew
                ? [
                    { required: true, whitespace: true, message: specMessages.requiredField },
                    { max: USER_NAME_MAX_LENGTH, message: `At most ${USER_NAME_MAX_LENGTH} characters` },
                    {
                      validator: (_rule, value: string | undefined) =>
                        !value || isValidUserName(value.trim())
                          ? Promise.resolve()
                          : Promise.reject(new Error(USER_NAME_MESSAGE)),
                    },
                  ]
                : []
            }
          >
            <Input readOnly={!isNew} autoComplete="off" />
          </Form.Item>
          <Form.Item
            label="Email"
            name="email"
            rules={[
              { required: true, whitespace: true, message: specMessages.requiredField },
              { type: 'email', max: 254, message: specMessages.invalidEmail },
            ]}
          >
            <Input type="email" autoComplete="off" />
          </Form.Item>
          <UserPasswordFields isNew={isNew} />
          <Form.Item name="admin" valuePropName="checked" style={{ marginBottom: token.marginXS }}>
            <Checkbox>Administrator</Checkbox>
          </Form.Item>
          <Form.Item name="disableUiAccess" valuePropName="checked" style={{ marginBottom: 0 }}>
            <Checkbox>Disable UI access</Checkbox>
          </Form.Item>
        </Card>
        <Card title="Groups">
          <Form.Item name="groups" noStyle>
            <UserGroupsField groupNames={props.groupNames} />
          </Form.Item>
        </Card>
        <Flex gap={token.marginSM}>
          <Button type="primary" htmlType="submit" loading={props.saving} disabled={!props.canSave}>
            Save
          </Button>
          <Button onClick={props.onCancel}>Cancel</Button>
        </Flex>
      </Flex>
    </Form>
  );
}
