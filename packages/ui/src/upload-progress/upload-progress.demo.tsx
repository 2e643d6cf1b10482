import { Typography } from 'antd';
import { useState } from 'react';
import type { DemoEntry } from '../demo/types.ts';
import type { UploadFileItem } from './types.ts';
import { UploadProgress } from './upload-progress.tsx';

const initial: UploadFileItem[] = [
  { uid: 'u1', name: 'lodash-4.17.21.tgz', percentage: 100, status: 'success' },
  { uid: 'u2', name: 'spring-boot-starter-web-3.3.1.jar', percentage: 45 },
  { uid: 'u3', name: 'core-7.24.0.tgz', percentage: 70, status: 'exception' },
];

function UploadProgressExample() {
  const [items, setItems] = useState(initial);
  return (
    <div style={{ maxWidth: 420 }}>
      <UploadProgress
        ariaLabel="Uploads to npm-local"
        items={items}
        onCancel={(uid) => setItems((current) => current.filter((item) => item.uid !== uid))}
      />
      {items.length < initial.length ? (
        <Typography.Link onClick={() => setItems(initial)}>Reset example</Typography.Link>
      ) : null}
    </div>
  );
}

export const uploadProgressDemo: DemoEntry = {
  id: 'upload-progress',
  title: 'Upload progress',
  description: 'Three files uploading to npm-local: one succeeded, one at 45 %, one failed; cancel removes a file.',
  Component: UploadProgressExample,
};
