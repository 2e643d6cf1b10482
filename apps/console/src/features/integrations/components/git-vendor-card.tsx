import { PlusOutlined } from '@ant-design/icons';
import { type GitIntegration, type GitVendor, integrationProductNames } from '@arca/contract';
import { Alert, Button, Tooltip, Typography, theme } from 'antd';
import { gitCardState } from '../card-state.ts';
import { IntegrationCardFrame } from './integration-card-frame.tsx';
import { IntegrationIcon } from './integration-icon.tsx';
import { ServiceIcon } from './service-icon.tsx';

export interface GitVendorCardProps {
  vendor: GitVendor;
  integrations: readonly GitIntegration[];
  installed: readonly string[];
  /** False while the source-control group is unavailable (R14.04, R14.46). */
  available: boolean;
  onConnect: () => void;
  onOpen: () => void;
}

/** A source-control card: its integrations counted, the services using them, Connect or + (R14.09, R14.10). */
export function GitVendorCard({ vendor, integrations, installed, available, onConnect, onOpen }: GitVendorCardProps) {
  const { token } = theme.useToken();
  const state = gitCardState(vendor.name, integrations, installed);
  const footer = state.addButton ? (
    <Tooltip title={`Connect another ${vendor.displayName} account`}>
      <Button
        icon={<PlusOutlined />}
        aria-label={`Add ${vendor.displayName} integration`}
        onClick={onConnect}
        disabled={!available}
        style={{ width: 32, height: 32 }}
      />
    </Tooltip>
  ) : (
    <Button type="primary" ghost onClick={onConnect} disabled={!available} block>
      Connect
    </Button>
  );
  return (
    <IntegrationCardFrame
      name={vendor.displayName}
      icon={<IntegrationIcon id={vendor.name} />}
      connections={state.connections}
      status={state.state}
      disabled={!available}
      {...(state.headerLinks && available ? { onOpen } : {})}
      footer={footer}
    >
      {state.connectAlert ? (
        <Alert type="info" title="Connect a service" showIcon style={{ padding: `2px ${token.paddingXS}px` }} />
      ) : state.state === 'DISCONNECTED' ? (
        <Typography.Paragraph type="secondary" style={{ fontSize: token.fontSizeSM, textAlign: 'center', margin: 0 }}>
          Connect an account to scan or build its repositories.
        </Typography.Paragraph>
      ) : (
        <ul
          aria-label="Connected services"
          style={{
            display: 'flex',
            justifyContent: 'center',
            gap: token.marginSM,
            listStyle: 'none',
            margin: 0,
            padding: 0,
          }}
        >
          {state.configuredServices.map((service) => (
            <Tooltip
              key={service.serviceName}
              title={
                service.disabled
                  ? `${integrationProductNames[service.serviceName]} is not installed`
                  : `${integrationProductNames[service.serviceName]}: ${service.connections} connected`
              }
            >
              <li
                aria-label={`${integrationProductNames[service.serviceName]} (${service.connections})`}
                style={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 4,
                  fontSize: token.fontSizeSM,
                  color: service.connected
                    ? token.colorSuccess
                    : service.disabled
                      ? token.colorTextDisabled
                      : token.colorTextSecondary,
                }}
              >
                <ServiceIcon icon={service.icon} /> {service.connections}
              </li>
            </Tooltip>
          ))}
        </ul>
      )}
    </IntegrationCardFrame>
  );
}
