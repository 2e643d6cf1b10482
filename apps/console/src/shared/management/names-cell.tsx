import { ListableCell } from '@arca/ui';
import { Typography } from 'antd';

/** A list of names in a table cell: 'None' when empty, the listable summary otherwise. */
export function NamesCell({ items, columnTitle }: { items: readonly string[]; columnTitle: string }) {
  if (items.length === 0) return <Typography.Text type="secondary">None</Typography.Text>;
  return <ListableCell items={items} columnTitle={columnTitle} />;
}
