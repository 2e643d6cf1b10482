import type { WebhookListEntry } from '@arca/contract';
import { formatDateTime } from '@arca/ui';
import { Badge, Flex, Tag, Tooltip } from 'antd';
import { failureText } from './delivery-error-text.ts';

/**
 * A webhook's state in the list: enabled or disabled, and 'Failing' while its latest delivery gave
 * up, so a receiver that keeps refusing stands out without opening each webhook. The reason, in
 * words, shows on hover or keyboard focus.
 */
export function WebhookStatus({ webhook }: { webhook: WebhookListEntry }) {
  const state = webhook.enabled ? (
    <Badge status="success" text="Enabled" />
  ) : (
    <Badge status="default" text="Disabled" />
  );
  const failure = webhook.latest_failure;
  if (!failure) return state;
  return (
    <Flex vertical align="flex-start" gap={2}>
      {state}
      {/* Focusable, so keyboard users reach the reason too. */}
      <Tooltip title={`${failureText(failure)} · ${formatDateTime(failure.failed_at)}`} trigger={['hover', 'focus']}>
        <Tag color="error" bordered={false} tabIndex={0} style={{ marginInlineEnd: 0 }}>
          Failing
        </Tag>
      </Tooltip>
    </Flex>
  );
}
