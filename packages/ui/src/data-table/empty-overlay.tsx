import { Empty } from 'antd';
import { NO_DATA_TEXT } from '../empty-state/utils.ts';
import { PlainText } from '../plain-text/plain-text.tsx';
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
          <PlainText strong>{EMPTY_TITLE}</PlainText>
          <br />
          <PlainText tone="secondary">{EMPTY_SUBTITLE}</PlainText>
        </>
      }
    />
  );
}
