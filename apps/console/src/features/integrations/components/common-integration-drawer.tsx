import { ExportOutlined } from '@ant-design/icons';
import { CodeSnippet } from '@arca/ui';
import { Descriptions, Drawer, Flex, Segmented, Spin, Tabs, Typography, theme } from 'antd';
import { useState } from 'react';
import {
  type CommonIntegration,
  type OperatingSystem,
  operatingSystemNames,
  operatingSystems,
} from '../common-integrations.ts';

export type CommonDrawerSection = 'install' | 'configure';

/** The key issued for an OAuth user on opening (R14.49); others create a token themselves. */
export interface IssuedApiKey {
  apiKey: string | undefined;
  loading: boolean;
  error: string | undefined;
}

export interface CommonIntegrationDrawerProps {
  integration: CommonIntegration | undefined;
  section: CommonDrawerSection;
  serverUrl: string;
  userName: string;
  /** Set for an OAuth user only. */
  issuedKey?: IssuedApiKey | undefined;
  onClose: () => void;
}

function AccessTokenValue({ issuedKey }: { issuedKey: IssuedApiKey | undefined }) {
  const { token } = theme.useToken();
  if (!issuedKey) return 'Create one under Edit Profile, or with a repository’s Set Me Up.';
  if (issuedKey.loading) return <Spin size="small" aria-label="Issuing an access token" />;
  if (issuedKey.apiKey === undefined) {
    return <Typography.Text type="danger">{issuedKey.error ?? 'No access token could be issued'}</Typography.Text>;
  }
  return (
    <Flex vertical gap={token.marginXXS}>
      {/* 64 characters without a break: wrapped anywhere, so the drawer keeps its width. */}
      <Typography.Paragraph
        copyable
        aria-label="Access token"
        style={{ fontFamily: token.fontFamilyCode, fontSize: token.fontSizeSM, wordBreak: 'break-all', margin: 0 }}
      >
        {issuedKey.apiKey}
      </Typography.Paragraph>
      <Typography.Text type="secondary">Issued for you now and shown this once; it lasts a year.</Typography.Text>
    </Flex>
  );
}

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <Typography.Link href={href} target="_blank" rel="noopener noreferrer">
      {children} <ExportOutlined style={{ fontSize: 12 }} />
    </Typography.Link>
  );
}

/** The installation steps with a command per operating system (R14.14, R14.15), and what to enter where. */
export function CommonIntegrationDrawer({
  integration,
  section,
  serverUrl,
  userName,
  issuedKey,
  onClose,
}: CommonIntegrationDrawerProps) {
  const { token } = theme.useToken();
  const [os, setOs] = useState<OperatingSystem>('osx');
  const [active, setActive] = useState<CommonDrawerSection>(section);
  const [shownFor, setShownFor] = useState<string | undefined>();
  // Opening another card, or the same card from its other button, starts on the section asked for.
  const openedAs = integration ? `${integration.id}:${section}` : undefined;
  if (openedAs !== shownFor) {
    setShownFor(openedAs);
    setActive(section);
  }
  if (!integration) return <Drawer open={false} onClose={onClose} />;
  const commands = integration.commands(serverUrl);
  const links = (
    <Flex gap={token.marginLG} wrap>
      <ExternalLink href={integration.marketplace.url}>{integration.marketplace.label}</ExternalLink>
      <ExternalLink href={integration.documentationUrl}>Documentation</ExternalLink>
    </Flex>
  );
  const install = (
    <Flex vertical gap={token.margin}>
      <ol style={{ margin: 0, paddingInlineStart: token.paddingLG }}>
        {integration.steps.map((step) => (
          <li key={step} style={{ marginBottom: token.marginXS }}>
            {step}
          </li>
        ))}
      </ol>
      <Segmented<OperatingSystem>
        aria-label="Operating system"
        value={os}
        onChange={setOs}
        options={operatingSystems.map((value) => ({ value, label: operatingSystemNames[value] }))}
      />
      <CodeSnippet
        code={commands[os]}
        prompt
        showLineNumbers={false}
        title={`${integration.displayName} command for ${operatingSystemNames[os]}`}
      />
      {links}
    </Flex>
  );
  const configure = (
    <Flex vertical gap={token.margin}>
      <Typography.Text>Enter these values where {integration.displayName} asks for the server:</Typography.Text>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'url', label: 'Server URL', children: <Typography.Text copyable>{serverUrl}</Typography.Text> },
          { key: 'user', label: 'User name', children: <Typography.Text copyable>{userName}</Typography.Text> },
          {
            key: 'token',
            label: 'Access token',
            children: <AccessTokenValue issuedKey={issuedKey} />,
          },
        ]}
      />
      {links}
    </Flex>
  );
  return (
    <Drawer open title={integration.displayName} onClose={onClose} size={560}>
      <Tabs
        activeKey={active}
        onChange={(key) => setActive(key === 'configure' ? 'configure' : 'install')}
        items={[
          { key: 'install', label: 'Install', children: install },
          { key: 'configure', label: 'Configure', children: configure },
        ]}
      />
    </Drawer>
  );
}
