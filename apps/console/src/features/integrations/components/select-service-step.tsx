import {
  type GitIntegration,
  type IntegrationProduct,
  integrationProductNames,
  integrationProducts,
} from '@arca/contract';
import { Button, Card, Flex, Tag, Typography, theme } from 'antd';
import { ServiceIcon } from './service-icon.tsx';

export interface SelectServiceStepProps {
  integration: GitIntegration;
  installed: readonly string[];
  busy: boolean;
  onSelect: (product: IntegrationProduct) => void;
}

const purposes: Record<IntegrationProduct, string> = {
  xray: 'Scan the repositories of this account for vulnerable dependencies and leaked secrets.',
  pipelines: 'Run pipelines defined in the repositories of this account.',
};

/** The modal's second step: which service uses the new integration. Services that are not installed stay disabled. */
export function SelectServiceStep({ integration, installed, busy, onSelect }: SelectServiceStepProps) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.margin}>
      <Typography.Text>
        <strong>{integration.integrationName}</strong> is connected. Choose the service that uses it, or skip this step
        and select one later from the integration table.
      </Typography.Text>
      {integrationProducts.map((product) => {
        const available = installed.includes(product);
        const name = integrationProductNames[product];
        return (
          <Card key={product} size="small" role="group" aria-label={name}>
            <Flex align="center" gap={token.margin}>
              <span style={{ fontSize: 24, color: available ? token.colorPrimary : token.colorTextDisabled }}>
                <ServiceIcon icon={product === 'xray' ? 'security' : 'pipelines'} />
              </span>
              <Flex vertical style={{ flex: 1 }}>
                <Typography.Text strong type={available ? undefined : 'secondary'}>
                  {name} {available ? null : <Tag>Not installed</Tag>}
                </Typography.Text>
                <Typography.Text type="secondary">{purposes[product]}</Typography.Text>
              </Flex>
              <Button disabled={!available || busy} onClick={() => onSelect(product)}>
                Select
              </Button>
            </Flex>
          </Card>
        );
      })}
    </Flex>
  );
}
