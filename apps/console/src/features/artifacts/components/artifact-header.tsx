import {
  CloudUploadOutlined,
  CopyOutlined,
  DatabaseOutlined,
  DeleteOutlined,
  FileOutlined,
  FolderOutlined,
  SwapOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import type { ArtifactActions, ArtifactTreeNode } from '@arca/contract';
import { Button, Flex, Space, Tag, Typography, theme } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { SetMeUpDrawer } from '../../../shared/set-me-up/set-me-up-drawer.tsx';
import { type ArtifactKind, type ArtifactLocation, displayPath, nameOf } from '../artifact-location.ts';
import type { ArtifactCommands } from './use-artifact-commands.tsx';

export interface ArtifactHeaderProps {
  location: ArtifactLocation;
  /** Unknown until the details are in. */
  kind: ArtifactKind | undefined;
  /** What the caller may do here; nothing is offered until it is known. */
  actions: ArtifactActions | undefined;
  repository: ArtifactTreeNode | undefined;
  commands: ArtifactCommands;
  onDeploy: (files: File[]) => void;
}

const kindIcons: Record<ArtifactKind, ReactNode> = {
  repository: <DatabaseOutlined aria-hidden />,
  folder: <FolderOutlined aria-hidden />,
  file: <FileOutlined aria-hidden />,
};

/**
 * The node's name and place, and the actions the caller may take on it. Deploy opens the file
 * chooser: the keyboard's way to what dropping files does. A repository offers its set-me-up.
 */
export function ArtifactHeader({ location, kind, actions, repository, commands, onDeploy }: ArtifactHeaderProps) {
  const { token } = theme.useToken();
  const chooser = useRef<HTMLInputElement>(null);
  const item = kind === 'file' || kind === 'folder';
  const [settingUp, setSettingUp] = useState(false);
  const buttons: ReactNode[] = [];
  if (kind === 'repository' && actions?.read) {
    buttons.push(
      <Button key="set-me-up" icon={<ToolOutlined />} onClick={() => setSettingUp(true)}>
        Set Me Up
      </Button>,
    );
  }
  if (actions?.deploy && kind !== undefined) {
    buttons.push(
      <Button key="deploy" icon={<CloudUploadOutlined />} onClick={() => chooser.current?.click()}>
        Deploy
      </Button>,
    );
  }
  if (item && actions?.read) {
    buttons.push(
      <Button key="copy" icon={<CopyOutlined />} onClick={() => commands.moveOrCopy('copy', location)}>
        Copy
      </Button>,
    );
  }
  if (item && actions?.delete) {
    buttons.push(
      <Button key="move" icon={<SwapOutlined />} onClick={() => commands.moveOrCopy('move', location)}>
        Move
      </Button>,
      <Button key="delete" danger icon={<DeleteOutlined />} onClick={() => commands.remove(location, kind)}>
        Delete
      </Button>,
    );
  }

  return (
    <Flex
      justify="space-between"
      align="flex-start"
      gap={token.margin}
      wrap
      style={{ marginBottom: token.marginXS, paddingBottom: token.paddingXS }}
    >
      <Flex gap={token.marginSM} align="center" style={{ flex: '1 1 320px', minWidth: 0 }}>
        <span
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: 44,
            height: 44,
            flex: 'none',
            borderRadius: token.borderRadiusLG,
            background: token.colorPrimaryBg,
            color: token.colorPrimary,
            fontSize: 22,
          }}
        >
          {kindIcons[kind ?? (location.path === '' ? 'repository' : 'file')]}
        </span>
        <div style={{ minWidth: 0, flex: 1 }}>
          <Flex align="center" gap={token.marginXS} style={{ minWidth: 0 }}>
            <Typography.Title
              level={2}
              ellipsis={{ tooltip: nameOf(location) }}
              style={{ fontSize: token.fontSizeHeading4, margin: 0, minWidth: 0 }}
            >
              {nameOf(location)}
            </Typography.Title>
            {kind === 'repository' && repository?.packageType ? (
              <Tag style={{ marginInlineEnd: 0 }}>{repository.packageType}</Tag>
            ) : null}
            {kind === 'repository' && repository?.repoType ? (
              <Tag color="blue" style={{ marginInlineEnd: 0 }}>
                {repository.repoType.toLowerCase()}
              </Tag>
            ) : null}
          </Flex>
          <Typography.Text
            type="secondary"
            ellipsis={{ tooltip: displayPath(location) }}
            copyable={{ text: displayPath(location), tooltips: ['Copy path', 'Copied'] }}
            style={{ fontFamily: token.fontFamilyCode, fontSize: token.fontSizeSM, maxWidth: '100%' }}
          >
            {displayPath(location)}
          </Typography.Text>
        </div>
      </Flex>
      {buttons.length > 0 ? (
        <Space wrap style={{ flex: 'none' }}>
          {buttons}
        </Space>
      ) : null}
      <SetMeUpDrawer repoKey={location.repoKey} open={settingUp} onClose={() => setSettingUp(false)} />
      <input
        ref={chooser}
        type="file"
        multiple
        hidden
        aria-label="Files to deploy"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onDeploy(files);
        }}
      />
    </Flex>
  );
}
