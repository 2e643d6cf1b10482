import { GROUP_NAME_MAX_LENGTH, GROUP_NAME_MESSAGE, isValidGroupName, specMessages } from '@arca/contract';
import { Alert, Button, Card, Checkbox, Flex, Form, type FormInstance, Input, theme } from 'antd';
import type { GroupFormValues } from '../group-form-values.ts';
import { GroupMembersField } from './group-members-field.tsx';

const DESCRIPTION_MAX_LENGTH = 1024;

export interface GroupFormProps {
  form: FormInstance<GroupFormValues>;
  isNew: boolean;
  initialValues: GroupFormValues;
  userNames: readonly string[];
  /** The failure of the last save, with the server's message. */
  error: Error | null;
  saving: boolean;
  /** False while nothing has changed on edit: there is nothing to save. */
  canSave: boolean;
  onValuesChange: (values: Partial<GroupFormValues>) => void;
  onSubmit: (values: GroupFormValues) => void;
  onCancel: () => void;
}

/** A group's name (fixed once created), description, flags and members. */
export function GroupForm(props: GroupFormProps) {
  const { token } = theme.useToken();
  const { isNew } = props;
  return (
    <Form<GroupFormValues>
      form={props.form}
      layout="vertical"
      initialValues={props.initialValues}
      disabled={props.saving}
      onValuesChange={(_changed, all) => props.onValuesChange(all)}
      onFinish={props.onSubmit}
    >
      <Flex vertical gap={token.marginLG}>
        {props.error ? <Alert type="error" showIcon title={props.error.message} /> : null}
        <Card title="Group">
          <Form.Item
            label="Name"
            name="name"
            validateFirst
            rules={
              isNew
                ? [
                    { required: true, whitespace: true, message: specMessages.requiredField },
                    { max: GROUP_NAME_MAX_LENGTH, message: `At most ${GROUP_NAME_MAX_LENGTH} characters` },
                    // R26.08, R26.30
                    {
                      validator: (_rule, value: string | undefined) =>
                        isValidGroupName(value ?? '')
                          ? Promise.resolve()
                          : Promise.reject(new Error(GROUP_NAME_MESSAGE)),
                    },
                  ]
                : []
            }
          >
            <Input readOnly={!isNew} autoComplete="off" />
          </Form.Item>
          <Form.Item
            label="Description"
            name="description"
            rules={[{ max: DESCRIPTION_MAX_LENGTH, message: `At most ${DESCRIPTION_MAX_LENGTH} characters` }]}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
          <Form.Item name="autoJoin" valuePropName="checked" style={{ marginBottom: token.marginXS }}>
            <Checkbox>Automatically join new users to this group</Checkbox>
          </Form.Item>
          <Form.Item name="adminPrivileges" valuePropName="checked" style={{ marginBottom: 0 }}>
            <Checkbox>Admin privileges</Checkbox>
          </Form.Item>
        </Card>
        <Card title="Members">
          <Form.Item name="members" noStyle>
            <GroupMembersField userNames={props.userNames} />
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
