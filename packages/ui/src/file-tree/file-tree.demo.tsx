import { CopyOutlined, DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { message, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { DemoEntry } from '../demo/types.ts';
import { FileTree } from './file-tree.tsx';
import type { TreeContextMenuItem, TreeNodeInput } from './types.ts';
import { createTreeData, removeNode } from './utils.ts';

/** Simulated server latency, long enough to see the loading indicator. */
const LOAD_DELAY_MS = 300;
const HUGE_FOLDER = 'huge-folder (20000 files)';
const HUGE_COUNT = 20_000;

const folder = (id: string): TreeNodeInput => ({ id, text: id.slice(id.lastIndexOf('/') + 1), isExpandable: true });
const file = (id: string): TreeNodeInput => ({ id, text: id.slice(id.lastIndexOf('/') + 1) });

/** The simulated repository browser: folder path → its entries, a `{ status }` to reject with, or "huge". */
const listings: Record<string, readonly string[] | { status: number } | 'huge'> = {
  'npm-local': [
    'lodash/',
    '@babel/',
    'react/',
    'empty-folder/',
    'corrupted-folder/',
    'deleted-folder/',
    `${HUGE_FOLDER}/`,
  ],
  'npm-local/lodash': ['lodash-4.17.20.tgz', 'lodash-4.17.21.tgz', 'package.json'],
  'npm-local/@babel': ['core/', 'preset-env/'],
  'npm-local/@babel/core': ['core-7.24.0.tgz', 'core-7.24.5.tgz', 'core-7.25.2.tgz'],
  'npm-local/@babel/preset-env': ['preset-env-7.24.0.tgz'],
  'npm-local/react': ['react-18.3.1.tgz', 'react-19.0.0.tgz'],
  'npm-local/empty-folder': [],
  'npm-local/corrupted-folder': { status: 500 },
  'npm-local/deleted-folder': { status: 404 },
  [`npm-local/${HUGE_FOLDER}`]: 'huge',
  'libs-release-local': ['org/'],
  'libs-release-local/org': ['springframework/'],
  'libs-release-local/org/springframework': ['boot/'],
  'libs-release-local/org/springframework/boot': ['spring-boot-starter-web/'],
  'libs-release-local/org/springframework/boot/spring-boot-starter-web': ['3.2.0/', '3.3.1/'],
  'libs-release-local/org/springframework/boot/spring-boot-starter-web/3.2.0': [
    'spring-boot-starter-web-3.2.0.jar',
    'spring-boot-starter-web-3.2.0.pom',
  ],
  'libs-release-local/org/springframework/boot/spring-boot-starter-web/3.3.1': [
    'spring-boot-starter-web-3.3.1.jar',
    'spring-boot-starter-web-3.3.1.pom',
  ],
  'docker-remote': ['library/'],
  'docker-remote/library': ['nginx/', 'alpine/'],
  'docker-remote/library/nginx': ['1.27.0/', 'latest/'],
  'docker-remote/library/nginx/1.27.0': ['manifest.json'],
  'docker-remote/library/nginx/latest': ['manifest.json'],
  'docker-remote/library/alpine': ['3.20/'],
  'docker-remote/library/alpine/3.20': ['manifest.json'],
  'pypi-remote': ['requests/'],
  'pypi-remote/requests': ['requests-2.32.3-py3-none-any.whl', 'requests-2.32.3.tar.gz'],
  'generic-local': [],
};

function listFolder(path: string): Promise<TreeNodeInput[]> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      const listing = listings[path] ?? [];
      if (listing === 'huge') {
        resolve(Array.from({ length: HUGE_COUNT }, (_, n) => file(`${path}/lodash-4.17.${n}.tgz`)));
      } else if ('status' in listing) {
        reject(listing);
      } else {
        resolve(
          listing.map((name) =>
            name.endsWith('/') ? folder(`${path}/${name.slice(0, -1)}`) : file(`${path}/${name}`),
          ),
        );
      }
    }, LOAD_DELAY_MS);
  });
}

const ROOTS = ['npm-local', 'libs-release-local', 'docker-remote', 'pypi-remote', 'generic-local'];

function FileTreeDemo() {
  const [data, setData] = useState(() => createTreeData(ROOTS.map(folder)));
  const [lastAction, setLastAction] = useState('—');
  const [messageApi, contextHolder] = message.useMessage();

  const checkedFiles = useMemo(() => {
    let count = 0;
    for (const node of data.nodes.values()) if (node.isChecked && !node.isExpandable) count++;
    return count;
  }, [data]);

  const menuItems: TreeContextMenuItem[] = [
    {
      key: 'copy',
      label: 'Copy path',
      icon: <CopyOutlined aria-hidden />,
      onClick: (node) => {
        void navigator.clipboard?.writeText(node.id).catch(() => undefined);
        setLastAction(`Copy path: ${node.id}`);
      },
    },
    {
      key: 'download',
      label: 'Download',
      icon: <DownloadOutlined aria-hidden />,
      onClick: (node) => setLastAction(`Download: ${node.id}`),
    },
    {
      key: 'delete',
      label: 'Delete',
      icon: <DeleteOutlined aria-hidden />,
      danger: true,
      onClick: (node) => {
        setData((prev) => removeNode(prev, node.id));
        setLastAction(`Delete: ${node.id}`);
      },
    },
  ];

  return (
    <div style={{ maxWidth: 560 }}>
      {contextHolder}
      <FileTree
        ariaLabel="Repository browser"
        data={data}
        onChange={setData}
        loadChildren={(node) => listFolder(node.id)}
        onError={(text) => void messageApi.error(text)}
        onActivate={(node) => setLastAction(`Open: ${node.id}`)}
        checkable
        contextMenuItems={menuItems}
        height={420}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        Checked files: {checkedFiles} · Last action: {lastAction}
      </Typography.Paragraph>
    </div>
  );
}

export const fileTreeDemo: DemoEntry = {
  id: 'file-tree',
  title: 'File tree',
  description:
    'Repositories whose folders load lazily: an empty folder, one that fails, one not found (ignored), ' +
    'a folder of 20 000 files, checkboxes and a right-click or Shift+F10 context menu.',
  Component: FileTreeDemo,
};
