import { Button, Typography, theme } from 'antd';
import { cardStatuses } from '../card-state.ts';
import type { CommonIntegration } from '../common-integrations.ts';
import { IntegrationCardFrame } from './integration-card-frame.tsx';
import { IntegrationIcon } from './integration-icon.tsx';

export interface CommonIntegrationCardProps {
  integration: CommonIntegration;
  onConnect: () => void;
  onConfigure: () => void;
}

/**
 * A developer-tool or CI card. The tools connect from their own side, so Arca counts no
 * connections for them: the card stays DISCONNECTED and offers Connect and Configure (R14.11).
 */
export function CommonIntegrationCard({ integration, onConnect, onConfigure }: CommonIntegrationCardProps) {
  const { token } = theme.useToken();
  return (
    <IntegrationCardFrame
      name={integration.displayName}
      icon={<IntegrationIcon id={integration.id} />}
      connections={0}
      status={cardStatuses.disconnected}
      footer={
        <>
          <Button size="small" type="primary" ghost onClick={onConnect}>
            Connect
          </Button>
          <Button size="small" onClick={onConfigure}>
            Configure
          </Button>
        </>
      }
    >
      <Typography.Paragraph
        type="secondary"
        ellipsis={{ rows: 3, tooltip: integration.summary }}
        style={{ fontSize: token.fontSizeSM, textAlign: 'center', margin: 0 }}
      >
        {integration.summary}
      </Typography.Paragraph>
    </IntegrationCardFrame>
  );
}
