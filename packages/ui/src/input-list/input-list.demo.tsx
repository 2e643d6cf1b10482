import { Flex, Typography } from 'antd';
import { useState } from 'react';
import type { DemoEntry } from '../demo/types.ts';
import { InputList } from './input-list.tsx';
import type { InputListValidator } from './types.ts';

/** Host names never hold spaces; the message is the demo's own. */
const noSpaces: InputListValidator = (value) => (/\s/.test(value) ? 'A host name cannot contain spaces' : undefined);

function InputListExample() {
  const [hosts, setHosts] = useState<string[]>(['registry.npmjs.org', 'repo1.maven.org']);
  const [labels, setLabels] = useState<string[]>([]);
  return (
    <Flex gap={32} wrap>
      <Flex vertical gap={8} style={{ flex: '1 1 280px', maxWidth: 420 }}>
        <Typography.Text strong>Allowed hosts (required, no spaces)</Typography.Text>
        <InputList
          label="Allowed hosts"
          placeholder="e.g. docker.io"
          values={hosts}
          onChange={setHosts}
          required
          validators={[noSpaces]}
        />
      </Flex>
      <Flex vertical gap={8} style={{ flex: '1 1 280px', maxWidth: 420 }}>
        <Typography.Text strong>Release labels (optional)</Typography.Text>
        <InputList label="Release labels" placeholder="e.g. lts" values={labels} onChange={setLabels} />
      </Flex>
    </Flex>
  );
}

export const inputListDemo: DemoEntry = {
  id: 'input-list',
  title: 'Input list',
  description:
    'Allowed hosts of a remote repository, added with Enter, the plus button or on leaving the field, with duplicate, required and no-spaces checks.',
  Component: InputListExample,
};
