import { Empty, Typography } from 'antd';
import { NO_DATA_TEXT } from '../empty-state/utils.ts';
import { EMPTY_SUBTITLE, EMPTY_TITLE } from './utils.ts';

/**
 * What an empty table shows: R25.014's overlay when a search or filter hid every row (there is
 * something to change), the generic 'No Data' (R25.131) when there is simply nothing to list.
 */
export function EmptyOverlay({ filtered }: { filtered: boolean }) {
  if (!filtered) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_DATA_TEXT} />;
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
