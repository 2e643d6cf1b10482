import { AppstoreOutlined, DatabaseOutlined, FileOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import type { DemoEntry } from '../demo/types.ts';
import { CounterTile } from './counter-tile.tsx';

function CounterTileExample() {
  // Remounting the tiles replays the count-up.
  const [run, setRun] = useState(0);
  return (
    <Flex vertical gap={12} align="flex-start">
      <Flex key={run} gap={12} wrap>
        <CounterTile title="Artifacts" value={1_284_113} icon={<FileOutlined />} href="#/packages" animate />
        <CounterTile title="Packages" value={48_207} icon={<AppstoreOutlined />} animate />
        <CounterTile title="Repositories" value={36} icon={<DatabaseOutlined />} animate />
      </Flex>
      <Button size="small" onClick={() => setRun((count) => count + 1)}>
        Replay
      </Button>
    </Flex>
  );
}

export const counterTileDemo: DemoEntry = {
  id: 'counter-tile',
  title: 'Counter tiles',
  description: 'Platform totals that count up from 0 in 50 steps of 50 ms, with thousands separators.',
  Component: CounterTileExample,
};
