import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popover, theme } from 'antd';
import { useState } from 'react';

export interface ColumnChooserProps {
  columns: readonly { key: string; title: string }[];
  visibleKeys: readonly string[];
  /** Called by Apply with the chosen keys, in the columns' order. */
  onApply: (keys: string[]) => void;
}

/**
 * The customise-columns popover (R25.006): a checkbox per column and 'Select All' edit a draft;
 * only 'Apply' hands it over, so closing the popover otherwise discards it.
 */
export function ColumnChooser({ columns, visibleKeys, onApply }: ColumnChooserProps) {
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<ReadonlySet<string>>(new Set(visibleKeys));
  const allChecked = columns.every((column) => draft.has(column.key));
  const someChecked = columns.some((column) => draft.has(column.key));

  const toggle = (key: string, checked: boolean) => {
    const next = new Set(draft);
    if (checked) next.add(key);
    else next.delete(key);
    setDraft(next);
  };

  const content = (
    <Flex vertical gap={token.marginXS} style={{ minWidth: 180 }}>
      <Checkbox
        checked={allChecked}
        indeterminate={someChecked && !allChecked}
        onChange={(event) => setDraft(new Set(event.target.checked ? columns.map((column) => column.key) : []))}
      >
        Select All
      </Checkbox>
      {columns.map((column) => (
        <Checkbox
          key={column.key}
          checked={draft.has(column.key)}
          onChange={(event) => toggle(column.key, event.target.checked)}
        >
          {column.title}
        </Checkbox>
      ))}
      <Button
        type="primary"
        size="small"
        // A table with no column would show nothing to act on.
        disabled={!someChecked}
        onClick={() => {
          onApply(columns.filter((column) => draft.has(column.key)).map((column) => column.key));
          setOpen(false);
        }}
      >
        Apply
      </Button>
    </Flex>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={(next) => {
        // Each opening starts from the columns actually shown.
        if (next) setDraft(new Set(visibleKeys));
        setOpen(next);
      }}
      content={content}
    >
      <Button aria-label="Customize columns" aria-expanded={open} icon={<SettingOutlined />} />
    </Popover>
  );
}
