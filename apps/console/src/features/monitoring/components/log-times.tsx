import { testIds } from '@arca/contract';
import { Flex, Typography, theme } from 'antd';
import { formatExactTime } from '../time-format.ts';

/** When the file last changed and when the viewer last read it (R19.02, R19.03). */
export function LogTimes({ lastModified, lastUpdated }: { lastModified?: number; lastUpdated?: number }) {
  const { token } = theme.useToken();
  return (
    <Flex gap={token.marginLG} wrap style={{ fontSize: token.fontSizeSM }}>
      <Typography.Text type="secondary">
        Last modified:{' '}
        <Typography.Text data-testid={testIds.logViewer.lastModified} style={{ fontSize: token.fontSizeSM }}>
          {formatExactTime(lastModified)}
        </Typography.Text>
      </Typography.Text>
      <Typography.Text type="secondary">
        Last updated:{' '}
        <Typography.Text data-testid={testIds.logViewer.lastUpdated} style={{ fontSize: token.fontSizeSM }}>
          {formatExactTime(lastUpdated)}
        </Typography.Text>
      </Typography.Text>
    </Flex>
  );
}
