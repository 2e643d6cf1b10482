import { Modal, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { compareText } from '../sorting/index.ts';
import type { ValuesCellColumn, ValuesCellRow } from './types.ts';
import { VALUES_MODAL_ROW_HEIGHT } from './utils.ts';

export interface ValuesModalProps {
  open: boolean;
  title: ReactNode;
  rows: readonly ValuesCellRow[];
  columns: readonly ValuesCellColumn[];
  onClose: () => void;
}

/** The 'Show All' modal table (R25.048), rows 60 high (R27.33). */
export function ValuesModal({ open, title, rows, columns, onClose }: ValuesModalProps) {
  const tableColumns: TableColumnsType<ValuesCellRow> = columns.map((column) => ({
    key: column.key,
    dataIndex: column.key,
    title: column.title,
    sorter: (a, b) => compareText(a[column.key] ?? '', b[column.key] ?? ''),
  }));
  return (
    <Modal open={open} title={title} footer={null} onCancel={onClose} destroyOnHidden>
      <Table<ValuesCellRow>
        size="small"
        columns={tableColumns}
        dataSource={rows.map((row, index) => ({ ...row, key: `${index}` }))}
        pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        onRow={() => ({ style: { height: VALUES_MODAL_ROW_HEIGHT } })}
      />
    </Modal>
  );
}
