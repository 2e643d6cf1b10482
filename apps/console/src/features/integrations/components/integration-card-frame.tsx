import { Card, Flex, Tag, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { type CardStatus, cardStatuses } from '../card-state.ts';

/** R14.17, R27.27 */
export const INTEGRATION_CARD_WIDTH = 204;
export const INTEGRATION_CARD_HEIGHT = 218;

export interface IntegrationCardFrameProps {
  name: string;
  icon: ReactNode;
  connections: number;
  status: CardStatus;
  /** Where clicking the header goes, when it goes anywhere (R14.13). */
  onOpen?: () => void;
  /** The whole card is greyed out: its group is unavailable. */
  disabled?: boolean;
  children?: ReactNode;
  footer: ReactNode;
}

/**
 * One card of the integrations page: header with the name, the connection count in brackets and
 * the status (R14.07); a body; a footer with the card's buttons.
 */
export function IntegrationCardFrame(props: IntegrationCardFrameProps) {
  const { token } = theme.useToken();
  const connected = props.status !== cardStatuses.disconnected;
  const statusText = connected ? cardStatuses.connected : cardStatuses.disconnected;
  const header = (
    <Flex vertical align="center" gap={token.marginXXS}>
      <span
        aria-hidden="true"
        style={{
          fontSize: 30,
          height: 30,
          display: 'inline-flex',
          alignItems: 'center',
          color: props.disabled ? token.colorTextDisabled : token.colorText,
        }}
      >
        {props.icon}
      </span>
      <Typography.Text strong style={{ textAlign: 'center' }} type={props.disabled ? 'secondary' : undefined}>
        {props.name} ({props.connections})
      </Typography.Text>
      <Tag color={connected ? 'success' : 'default'} style={{ marginInlineEnd: 0, fontSize: token.fontSizeSM - 1 }}>
        {statusText}
      </Tag>
    </Flex>
  );
  return (
    <Card
      role="group"
      aria-label={props.name}
      size="small"
      style={{
        width: INTEGRATION_CARD_WIDTH,
        height: INTEGRATION_CARD_HEIGHT,
        opacity: props.disabled ? 0.7 : 1,
      }}
      styles={{
        body: { height: '100%', display: 'flex', flexDirection: 'column', padding: token.paddingSM },
      }}
    >
      {props.onOpen ? (
        <button
          type="button"
          onClick={props.onOpen}
          // The visible header first, so the name a voice user reads out finds the button.
          aria-label={`${props.name} (${props.connections}) ${statusText}, open the integrations`}
          style={{ all: 'unset', cursor: 'pointer', display: 'block', borderRadius: token.borderRadius }}
        >
          {header}
        </button>
      ) : (
        header
      )}
      <Flex vertical justify="center" style={{ flex: 1, minHeight: 0, overflow: 'hidden' }}>
        {props.children}
      </Flex>
      <Flex justify="center" gap={token.marginXS}>
        {props.footer}
      </Flex>
    </Card>
  );
}
