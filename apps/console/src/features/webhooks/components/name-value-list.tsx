import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Form, Input, Row, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import type { NameValueRow } from '../webhook-form-values.ts';

export interface NameValueListProps {
  /** The form list, 'headers' or 'secrets'. */
  name: 'headers' | 'secrets';
  /** What one row is, e.g. 'header'. */
  noun: string;
  /** Checks a row; the message shows under its name. */
  check: (row: NameValueRow | undefined) => string | undefined;
  /** The value is a secret: masked, and blank for names the server keeps (shown as set). */
  secret?: boolean;
  storedNames?: readonly string[];
  /** What a blank value of a stored name says. */
  storedPlaceholder?: string;
  valuePlaceholder?: string;
}

/** Rows of name and value (custom headers, custom secrets) with add and remove. */
export function NameValueList({
  name,
  noun,
  check,
  secret,
  storedNames = [],
  storedPlaceholder = 'A secret is set — type to replace it',
  valuePlaceholder,
}: NameValueListProps) {
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <Flex vertical gap={8}>
          {fields.length === 0 ? <Typography.Text type="secondary">{`No ${noun}s.`}</Typography.Text> : null}
          {fields.map((field, index) => {
            const rules: Rule[] = [
              ({ getFieldValue }) => ({
                validator: () => {
                  const problem = check(getFieldValue([name, field.name]));
                  return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                },
              }),
            ];
            return (
              <Row key={field.key} gutter={8} wrap={false} align="top">
                <Col flex="1 1 0">
                  <Form.Item
                    name={[field.name, 'name']}
                    rules={rules}
                    dependencies={[[name, field.name, 'value']]}
                    style={{ marginBottom: 0 }}
                  >
                    <Input aria-label={`${capitalised(noun)} ${index + 1} name`} placeholder="Name" />
                  </Form.Item>
                </Col>
                <Col flex="1 1 0">
                  <Form.Item noStyle shouldUpdate>
                    {({ getFieldValue }) => {
                      const stored =
                        secret && storedNames.includes((getFieldValue([name, field.name, 'name']) ?? '').trim());
                      const Field = secret ? Input.Password : Input;
                      return (
                        <Form.Item name={[field.name, 'value']} style={{ marginBottom: 0 }}>
                          <Field
                            aria-label={`${capitalised(noun)} ${index + 1} value`}
                            placeholder={stored ? storedPlaceholder : (valuePlaceholder ?? 'Value')}
                            autoComplete="new-password"
                          />
                        </Form.Item>
                      );
                    }}
                  </Form.Item>
                </Col>
                <Col flex="none">
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={`Remove ${noun} ${index + 1}`}
                    onClick={() => remove(field.name)}
                  />
                </Col>
              </Row>
            );
          })}
          <div>
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: '', value: '' })}>
              {`Add ${noun}`}
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
