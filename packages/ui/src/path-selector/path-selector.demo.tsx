import { CloudDownloadOutlined, ClusterOutlined, DatabaseOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { useState } from 'react';
import type { DemoEntry } from '../demo/types.ts';
import { PathSelector } from './path-selector.tsx';
import type { PathOption } from './types.ts';

type RepositoryKind = 'local' | 'remote' | 'virtual';

const options: PathOption<RepositoryKind>[] = [
  {
    title: 'Local',
    value: 'local',
    icon: <DatabaseOutlined />,
    description: 'Host your own packages and releases, like npm-local or libs-release.',
  },
  {
    title: 'Remote',
    value: 'remote',
    icon: <CloudDownloadOutlined />,
    description: 'Proxy and cache a public registry such as npmjs.org or Docker Hub, like docker-remote.',
    recommended: true,
  },
  {
    title: 'Virtual',
    value: 'virtual',
    icon: <ClusterOutlined />,
    description: 'One URL that aggregates local and remote repositories, like docker-virtual.',
  },
];

function PathSelectorExample() {
  const [kind, setKind] = useState<RepositoryKind | undefined>(undefined);
  return (
    <Flex vertical gap={8}>
      <PathSelector label="How to set up the repository" options={options} value={kind} onChange={setKind} />
      <Typography.Text type="secondary">Chosen: {kind ?? 'nothing yet'}</Typography.Text>
    </Flex>
  );
}

export const pathSelectorDemo: DemoEntry = {
  id: 'path-selector',
  title: 'Path selector',
  description: 'Choose how to set up a repository: Local, Remote (recommended) or Virtual; arrow keys move the choice.',
  Component: PathSelectorExample,
};
