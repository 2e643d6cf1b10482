import { Button, Input, Modal, theme } from 'antd';
import { useState } from 'react';
import type { DataListModalProps } from './types.ts';
import { DATA_LIST_MODAL_WIDTH, dataListModalTitle, filterWildcard } from './utils.ts';

/**
 * A modal listing one column's values for one row, e.g. the repositories of a permission target,
 * with a wildcard filter (R25.055–R25.058).
 */
export function DataListModal({ open, items, column, object, row, onClose }: DataListModalProps) {
  const { token } = theme.useToken();
  const [filter, setFilter] = useState('');
  // A filter belongs to one opening for one row; the caller may close or switch it directly.
  const [filterFor, setFilterFor] = useState({ open, row });
  if (filterFor.open !== open || filterFor.row !== row) {
    setFilterFor({ open, row });
    setFilter('');
  }
  const shown = filterWildcard(items, filter);

  const close = () => {
    setFilter('');
    onClose();
  };

  return (
    <Modal
      open={open}
      width={DATA_LIST_MODAL_WIDTH}
      title={dataListModalTitle(items.length, column, object, row)}
      footer={null}
      onCancel={close}
      destroyOnHidden
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: token.marginSM }}>
        <Input
          allowClear
          placeholder="Filter"
          aria-label="Filter"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        {shown.length > 0 || !filter.trim() ? (
          <ul
            aria-label={column}
            style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 360, overflowY: 'auto' }}
          >
            {shown.map((item, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: values may repeat; their order is their identity
                key={`${item}-${index}`}
                style={{
                  padding: `${token.paddingXS}px 0`,
                  borderBottom: `1px solid ${token.colorBorderSecondary}`,
                }}
              >
                {item}
              </li>
            ))}
          </ul>
        ) : (
          <div style={{ color: token.colorTextSecondary, textAlign: 'center', padding: token.padding }}>
            Current filter has no results.{' '}
            <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setFilter('')}>
              Clear filter
            </Button>
          </div>
        )}
      </div>
    </Modal>
  );
}
