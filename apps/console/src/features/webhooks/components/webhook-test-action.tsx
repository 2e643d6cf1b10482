import { SendOutlined } from '@ant-design/icons';
import type { WebhookSubscription } from '@arca/contract';
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { ApiError } from '../../../shared/http/index.ts';
import { useTestWebhook } from '../api/webhook-mutations.ts';

/**
 * R21.04, R21.20–R21.22: sends a dummy event with the form as it stands and says what happened —
 * the server's message, with the receiver's answer or the reason below it on failure.
 */
export function useWebhookTestAction(body: () => Promise<WebhookSubscription | undefined>): {
  button: ReactNode;
  outcome: ReactNode;
  /** Forgets the last outcome: it spoke of the form as it was. */
  reset: () => void;
} {
  const test = useTestWebhook();
  const run = async () => {
    const subscription = await body();
    if (subscription) test.mutate(subscription);
  };
  const button = (
    <Button
      icon={<SendOutlined />}
      onClick={() => void run()}
      loading={test.isPending}
      style={{ marginInlineStart: 'auto' }}
    >
      Test
    </Button>
  );
  let outcome: ReactNode = null;
  if (test.isSuccess) {
    outcome = <Alert role="status" type="success" showIcon title={test.data.message} />;
  } else if (test.isError) {
    const details = test.error instanceof ApiError ? test.error.messages.slice(1) : [];
    outcome = (
      <Alert
        type="error"
        showIcon
        title={test.error.message}
        description={details.length > 0 ? details.join(' ') : undefined}
      />
    );
  }
  return { button, outcome, reset: test.reset };
}
