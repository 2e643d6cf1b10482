import { CopyOutlined, DeleteOutlined, DownloadOutlined, TagOutlined } from '@ant-design/icons';
import { Flex, Typography, theme } from 'antd';
import { useState } from 'react';
import type { DemoEntry } from '../demo/types.ts';
import { HeaderActionButton } from './header-action-button.tsx';
import { RowActions } from './row-actions.tsx';
import type { HeaderAction, RowAction } from './types.ts';

interface PackageVersion {
  name: string;
  version: string;
  repository: string;
  promoted: boolean;
}

const versions: PackageVersion[] = [
  { name: 'lodash', version: '4.17.21', repository: 'npm-local', promoted: false },
  { name: '@babel/core', version: '7.24.0', repository: 'npm-remote', promoted: true },
  { name: 'spring-boot-starter-web', version: '3.2.0', repository: 'libs-release', promoted: true },
];

const actions: RowAction<PackageVersion>[] = [
  { label: 'Download', icon: <DownloadOutlined />, eventName: 'download' },
  {
    label: 'Copy path',
    icon: <CopyOutlined />,
    callbackFn: (row) => void navigator.clipboard?.writeText(`${row.repository}/${row.name}/${row.version}`),
    isVisible: (row) => row.repository !== 'npm-remote',
  },
  { label: 'Promote', icon: <TagOutlined />, eventName: 'promote', isVisible: (row) => !row.promoted },
  {
    label: 'Delete',
    icon: <DeleteOutlined />,
    eventName: 'delete',
    isDisabled: true,
    isVisible: (row) => !row.promoted,
  },
];

const oneHeaderAction: HeaderAction[] = [{ label: 'Deploy', iconClass: 'arca-icon-deploy', eventName: 'deploy' }];
const headerActions: HeaderAction[] = [
  ...oneHeaderAction,
  { label: 'Import', iconClass: 'arca-icon-import', eventName: 'import' },
  { label: 'Reindex', iconClass: 'arca-icon-reindex', eventName: 'reindex', isDisabled: true },
];

function RowActionsDemo() {
  const { token } = theme.useToken();
  const [lastEvent, setLastEvent] = useState('');
  return (
    <Flex vertical gap={token.marginMD}>
      <Flex gap={token.marginSM} align="center">
        <Typography.Text type="secondary">Header, one action:</Typography.Text>
        <HeaderActionButton label="Actions" actions={oneHeaderAction} onAction={setLastEvent} />
        <Typography.Text type="secondary">several:</Typography.Text>
        <HeaderActionButton label="Actions" actions={headerActions} onAction={setLastEvent} />
      </Flex>
      {versions.map((row) => (
        <Flex key={row.name} gap={token.marginSM} align="center" style={{ minHeight: token.controlHeight }}>
          <Typography.Text style={{ width: 320 }}>
            {row.name}@{row.version} <Typography.Text type="secondary">({row.repository})</Typography.Text>
          </Typography.Text>
          <RowActions row={row} actions={actions} onAction={(name, r) => setLastEvent(`${name}: ${r.name}`)} />
        </Flex>
      ))}
      <Typography.Text type="secondary">Last event: {lastEvent || '—'}</Typography.Text>
    </Flex>
  );
}

export const rowActionsDemo: DemoEntry = {
  id: 'row-actions',
  title: 'Row actions',
  description:
    'Row actions as a single icon button, a menu of several (one disabled) or nothing, and the header action button with one or several actions.',
  Component: RowActionsDemo,
};
