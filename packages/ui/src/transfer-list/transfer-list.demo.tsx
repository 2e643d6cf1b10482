import { Flex, Typography } from 'antd';
import { useState } from 'react';
import type { DemoEntry } from '../demo/types.ts';
import { TransferList } from './transfer-list.tsx';
import type { TransferItem } from './types.ts';

const PACKAGE_TYPES = ['npm', 'maven', 'docker', 'pypi', 'go', 'helm'];
const KINDS = ['local', 'remote', 'virtual-dev', 'release'];

/** About thirty repositories a virtual repository could aggregate; two are locked by policy. */
const REPOSITORIES: TransferItem[] = [
  ...PACKAGE_TYPES.flatMap((type) => KINDS.map((kind) => ({ name: `${type}-${kind}` }))),
  { name: 'libs-release' },
  { name: 'libs-snapshot' },
  { name: 'plugins-release', disabled: true },
  { name: 'docker-prod-legacy', disabled: true },
  { name: 'generic-local' },
  { name: 'conan-remote' },
];

/** Five thousand repositories, to show that only the rows in view (plus the buffer) are rendered. */
const MANY_REPOSITORIES: TransferItem<'repoKey'>[] = Array.from({ length: 5000 }, (_, i) => {
  const type = PACKAGE_TYPES[i % PACKAGE_TYPES.length] ?? 'generic';
  return { repoKey: `${type}-team-${String(i + 1).padStart(4, '0')}` };
});

function TransferListExample() {
  const [selected, setSelected] = useState<string[]>(['npm-local', 'npm-remote', 'plugins-release']);
  const [bulkSelected, setBulkSelected] = useState<string[]>(['docker-team-0003']);
  return (
    <Flex vertical gap={24}>
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">
          Repositories included in the virtual repository npm-virtual (plugins-release and docker-prod-legacy are
          locked)
        </Typography.Text>
        <TransferList items={REPOSITORIES} value={selected} onChange={setSelected} />
        <Typography.Text type="secondary">Resolution order: {selected.join(' → ') || '—'}</Typography.Text>
      </Flex>
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">5 000 repositories keyed by repoKey, rendered in a window</Typography.Text>
        <TransferList
          items={MANY_REPOSITORIES}
          keyField="repoKey"
          value={bulkSelected}
          onChange={setBulkSelected}
          titles={{ available: 'Repositories', selected: 'Included' }}
        />
      </Flex>
    </Flex>
  );
}

export const transferListDemo: DemoEntry = {
  id: 'transfer-list',
  title: 'Transfer list',
  description:
    'Choosing and ordering the repositories of a virtual repository by checks, move buttons, drag and drop or Alt+Arrow keys, and a 5 000-item list rendered in a window.',
  Component: TransferListExample,
};
