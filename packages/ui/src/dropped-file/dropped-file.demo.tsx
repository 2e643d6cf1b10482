import { Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import type { DemoEntry } from '../demo/types.ts';
import { DroppedFile } from './dropped-file.tsx';

function DroppedFileExample() {
  const [licence, setLicence] = useState('');
  const [source, setSource] = useState('');
  return (
    <Flex vertical gap={12} style={{ maxWidth: 560 }}>
      <DroppedFile
        hint="Drop a license file here (up to 400 KB)"
        accept=".lic,.txt,.key"
        onText={(text, file) => {
          setLicence(text);
          setSource(`${file.name}, ${file.size} bytes`);
        }}
      />
      <Typography.Text type="secondary">{source ? `Read ${source}` : 'No file read yet'}</Typography.Text>
      <Input.TextArea aria-label="License key" readOnly rows={4} value={licence} />
    </Flex>
  );
}

export const droppedFileDemo: DemoEntry = {
  id: 'dropped-file',
  title: 'Dropped file',
  description: 'Drop or choose a license file; its text fills the field, files over 400 KB are refused.',
  Component: DroppedFileExample,
};
