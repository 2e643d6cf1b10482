import { demoEntries } from '@arca/ui/demo';
import { Card } from 'antd';

/** /demo/tree (R1.48): the virtual file tree on its own, with a folder of 20 000 files. */
export function TreePage() {
  const tree = demoEntries.find((entry) => entry.id === 'file-tree');
  if (!tree) return null;
  return (
    <Card title={tree.title}>
      <tree.Component />
    </Card>
  );
}
