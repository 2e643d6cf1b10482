import { Tag } from 'antd';
import { runTone } from '../run-status.ts';

export function RunStatusTag({ status }: { status: string }) {
  return (
    <Tag color={runTone(status)} variant="filled">
      {status}
    </Tag>
  );
}
