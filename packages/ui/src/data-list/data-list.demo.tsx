import { Button, Typography } from 'antd';
import { useState } from 'react';
import type { DemoEntry } from '../demo/types.ts';
import { DataList } from './data-list.tsx';
import { DataListModal } from './data-list-modal.tsx';
import type { DataListItem } from './types.ts';

const details: DataListItem[] = [
  { label: 'Name', value: { kind: 'text', text: '@babel/core' }, copy: true, dataCy: 'package-name' },
  {
    label: 'Version',
    value: { kind: 'text', text: '7.24.4' },
    tooltip: 'The latest version in this repository',
    dataCy: 'package-version',
  },
  {
    label: 'Repository',
    value: { kind: 'text', text: 'npm-remote' },
    url: '#/artifacts/npm-remote/@babel/core',
  },
  { label: 'Homepage', value: { kind: 'url', url: 'https://babel.dev/docs/en/next/babel-core' }, copy: true },
  {
    label: 'Keywords',
    value: {
      kind: 'tags',
      tags: [
        { label: '6to5' },
        { label: 'babel' },
        { label: 'classes' },
        { label: 'compiler', url: '#/search?keyword=compiler' },
        { label: 'es6' },
        { label: 'transpile' },
      ],
    },
  },
  { label: 'Size', value: { kind: 'text', text: '2.9 MB' } },
  { label: 'Checksum', value: { kind: 'text', text: 'sha256:9f8e…' }, isHidden: true },
  {
    label: 'Published by',
    value: { kind: 'text', text: 'ci-bot' },
    template: (item) => (
      <Typography.Text strong>{item.value.kind === 'text' ? item.value.text : ''} · 2 days ago</Typography.Text>
    ),
  },
];

const repositories = ['npm-local', 'npm-remote', 'npm-virtual', 'docker-local', 'docker-remote', 'libs-release'];

function DataListExample() {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 520 }}>
      <DataList items={details} aria-label="Package details" />
      <div>
        <Button onClick={() => setOpen(true)}>Show repositories of release-deployers</Button>
      </div>
      <DataListModal
        open={open}
        items={repositories}
        column="Repositories"
        object="Permission"
        row="release-deployers"
        onClose={() => setOpen(false)}
      />
    </div>
  );
}

export const dataListDemo: DemoEntry = {
  id: 'data-list',
  title: 'Data list',
  description: "A package's details as a key-value list, and the data list modal with a wildcard filter.",
  Component: DataListExample,
};
