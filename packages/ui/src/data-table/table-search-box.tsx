import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useState } from 'react';

export interface TableSearchBoxProps {
  value: string;
  onSearchChange: (text: string) => void;
  placeholder?: string;
}

/**
 * The table's search box (R25.025–R25.028): a 'Search' icon button that opens an input; Escape
 * closes it (clearing the text, so no hidden search stays in force), blur closes it when empty,
 * and the clear control empties it.
 */
export function TableSearchBox({ value, onSearchChange, placeholder }: TableSearchBoxProps) {
  const [open, setOpen] = useState(false);
  // After the box closes from the keyboard, focus goes back to the button instead of the page.
  const [refocus, setRefocus] = useState(false);

  // A search in force always shows, also when the caller set it.
  if (!open && value === '') {
    return (
      <Button
        aria-label="Search"
        icon={<SearchOutlined />}
        autoFocus={refocus}
        onClick={() => {
          setRefocus(false);
          setOpen(true);
        }}
      />
    );
  }

  return (
    <Input
      autoFocus
      aria-label="Search"
      value={value}
      placeholder={placeholder}
      prefix={<SearchOutlined aria-hidden="true" />}
      style={{ width: 240 }}
      onChange={(event) => onSearchChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Escape belongs to the search box here, not to a dialog around the table.
        event.stopPropagation();
        if (value !== '') onSearchChange('');
        setRefocus(true);
        setOpen(false);
      }}
      onBlur={() => {
        if (value === '') setOpen(false);
      }}
      suffix={
        value === '' ? (
          <span />
        ) : (
          <Button
            type="text"
            size="small"
            aria-label="Clear search"
            icon={<CloseCircleFilled />}
            // Keeps the focus, so clearing does not also close the box on blur.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onSearchChange('')}
          />
        )
      }
    />
  );
}
