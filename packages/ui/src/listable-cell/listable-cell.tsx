import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, Modal, Table, theme } from 'antd';
import { type CSSProperties, useState } from 'react';
import type { ListableCellProps } from './types.ts';
import {
  isListableClickable,
  LISTABLE_DIALOG_WIDTH,
  listableDialogTitle,
  listableSummary,
  searchItems,
} from './utils.ts';

const ellipsis: CSSProperties = {
  display: 'block',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};

/**
 * A table cell summarising a list as 'count | items' (R25.050). With more than one item it is a
 * button opening a searchable one-column list (R25.051–R25.053).
 */
export function ListableCell({ items, columnTitle }: ListableCellProps) {
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const summary = listableSummary(items);

  if (!isListableClickable(items)) {
    return (
      <span title={summary} style={ellipsis}>
        {summary}
      </span>
    );
  }

  const close = () => {
    setOpen(false);
    setSearch('');
  };

  return (
    <>
      <Button
        type="link"
        size="small"
        title={summary}
        onClick={() => setOpen(true)}
        style={{ padding: 0, height: 'auto', maxWidth: '100%', textAlign: 'start' }}
      >
        <span style={ellipsis}>{summary}</span>
      </Button>
      <Modal
        open={open}
        width={LISTABLE_DIALOG_WIDTH}
        title={listableDialogTitle(items.length, columnTitle)}
        footer={null}
        onCancel={close}
        destroyOnHidden
      >
        <div style={{ display: 'flex', flexDirection: 'column', gap: token.marginSM }}>
          <Input
            allowClear
            prefix={<SearchOutlined aria-hidden />}
            placeholder="Search"
            aria-label="Search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Table<{ key: string; item: string }>
            size="small"
            columns={[{ key: 'item', dataIndex: 'item', title: columnTitle }]}
            dataSource={searchItems(items, search).map((item, index) => ({ key: `${index}-${item}`, item }))}
            pagination={false}
            scroll={{ y: 360 }}
          />
        </div>
      </Modal>
    </>
  );
}
