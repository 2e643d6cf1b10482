import { Empty, Typography } from 'antd';
import { EMPTY_SUBTITLE, EMPTY_TITLE } from './utils.ts';

/** What an empty table shows (R25.014). */
export function EmptyOverlay() {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <Typography.Text strong>{EMPTY_TITLE}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{EMPTY_SUBTITLE}</Typography.Text>
        </>
      }
    />
  );
}
