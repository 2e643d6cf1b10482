import { specMessages } from '@arca/contract';
import { Form, Input, InputNumber, Switch } from 'antd';
import { longIntervalRule } from '../../../shared/forms/long-interval-rule.ts';

/** An http or https address; anything else gets the spec's URL message (R26.15). */
const HTTP_URL = /^https?:\/\/\S+$/i;

const PASSWORD_AGAIN =
  'The URL now leads to another host: enter the password again. A stored password is never sent to a new address.';

/**
 * What only a remote repository has: its upstream, the credentials for it, and how it caches.
 * `urlMoved`: the URL now leads to another host, where the stored password is never sent.
 */
export function RemoteFields({ isNew, urlMoved }: { isNew: boolean; urlMoved: boolean }) {
  return (
    <>
      <Form.Item
        label="URL"
        name="url"
        rules={[
          { required: true, whitespace: true, message: specMessages.requiredField },
          { pattern: HTTP_URL, message: specMessages.invalidUrl },
        ]}
        extra="The http or https address of the upstream registry."
      >
        <Input type="url" maxLength={2048} autoComplete="off" />
      </Form.Item>
      <Form.Item label="User name" name="username">
        <Input maxLength={256} autoComplete="off" />
      </Form.Item>
      <Form.Item
        label="Password"
        name="password"
        extra={isNew ? undefined : urlMoved ? PASSWORD_AGAIN : 'Leave empty to keep the stored password.'}
      >
        <Input.Password maxLength={1024} autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="Offline" name="offline" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item label="Hard fail" name="hardFail" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item label="Retrieval cache period (seconds)" name="retrievalCachePeriodSecs" rules={[longIntervalRule]}>
        <InputNumber style={{ width: 200 }} />
      </Form.Item>
    </>
  );
}
