import { Empty } from 'antd';
import type { NoDataProps } from './types.ts';
import { NO_DATA_TEXT } from './utils.ts';

/** The generic empty placeholder with the product's 'No Data' text (R25.131). */
export function NoData({ compact = false }: NoDataProps) {
  return (
    <Empty image={compact ? Empty.PRESENTED_IMAGE_SIMPLE : Empty.PRESENTED_IMAGE_DEFAULT} description={NO_DATA_TEXT} />
  );
}
