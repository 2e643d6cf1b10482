import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import { useState } from 'react';
import { ActionIcon, actionMenuItems } from './action-icon.tsx';
import type { RowActionsProps } from './types.ts';
import { rowActionsLayout, runAction, visibleRowActions } from './utils.ts';

/**
 * The actions of one row (R25.017–R25.022): one visible action is an icon button named by its
 * label, several sit behind a 'Row actions' menu trigger, none leave the cell empty.
 */
export function RowActions<Row>({ row, actions, onAction }: RowActionsProps<Row>) {
  const [open, setOpen] = useState(false);
  const shown = visibleRowActions(actions, row);
  const layout = rowActionsLayout(shown.length);

  if (layout === 'none') return null;

  if (layout === 'button') {
    const [action] = shown;
    if (!action) return null;
    return (
      <Tooltip title={action.label}>
        <Button
          type="text"
          aria-label={action.label}
          icon={<ActionIcon action={action} />}
          disabled={action.isDisabled}
          onClick={(event) => {
            // A click in a row must not also select or expand the row.
            event.stopPropagation();
            runAction(action, row, onAction);
          }}
        />
      </Tooltip>
    );
  }

  const items = actionMenuItems(shown);

  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      menu={{
        items,
        onClick: ({ key, domEvent }) => {
          domEvent.stopPropagation();
          const action = shown[Number(key)];
          if (action && runAction(action, row, onAction)) setOpen(false);
        },
      }}
    >
      <Button
        type="text"
        aria-label="Row actions"
        aria-haspopup="menu"
        aria-expanded={open}
        icon={<MoreOutlined />}
        onClick={(event) => event.stopPropagation()}
      />
    </Dropdown>
  );
}
