import { Card, Flex, Table, Tag, Typography, theme } from 'antd';
import { type LicenseGateRow, licenseGateRows } from '../license-display.ts';

const columns = [
  { key: 'feature', title: 'Feature', dataIndex: 'feature' },
  {
    key: 'requirement',
    title: 'Needs',
    render: (_: unknown, row: LicenseGateRow) => (
      <span>
        Rank {row.minRank} <Typography.Text type="secondary">({row.requirement})</Typography.Text>
      </span>
    ),
  },
  {
    key: 'unlocked',
    title: 'On this instance',
    render: (_: unknown, row: LicenseGateRow) =>
      row.unlocked ? <Tag color="success">Available</Tag> : <Tag>Not included</Tag>,
  },
];

/** What a licence's rank unlocks, read from the contract's gates, which the menus and server share. */
export function LicenseGatesCard({ license }: { license: string }) {
  const { token } = theme.useToken();
  return (
    <Card role="region" aria-label="What a license unlocks" title="What a license unlocks">
      <Flex vertical gap={token.marginSM}>
        <Table<LicenseGateRow>
          size="small"
          pagination={false}
          rowKey="key"
          columns={columns}
          dataSource={licenseGateRows(license)}
        />
        <Typography.Text type="secondary">Every other feature of Arca is in every license.</Typography.Text>
      </Flex>
    </Card>
  );
}
