import { Flex, Typography } from 'antd';
import { useState } from 'react';
import type { DemoEntry } from '../demo/types.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import type { BreadcrumbItem } from './types.ts';

const trail = ['Artifacts', 'npm-local', '@babel', 'core', '7.24.0'];

function BreadcrumbsExample() {
  const [depth, setDepth] = useState(trail.length);
  const items: BreadcrumbItem[] = trail.slice(0, depth).map((label, index) => ({
    label,
    onClick: () => setDepth(index + 1),
  }));
  return (
    <Flex vertical gap={12}>
      <Breadcrumbs items={items} />
      <Typography.Text type="secondary">With links:</Typography.Text>
      <Breadcrumbs
        items={[
          { label: 'Administration', href: '#/admin' },
          { label: 'Repositories', href: '#/admin/repositories' },
          { label: 'docker-remote' },
        ]}
      />
    </Flex>
  );
}

export const breadcrumbsDemo: DemoEntry = {
  id: 'breadcrumbs',
  title: 'Breadcrumbs',
  description: 'A path through a repository; clicking a crumb goes back to it. The last crumb is the current page.',
  Component: BreadcrumbsExample,
};
