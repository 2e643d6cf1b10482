import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { ActionIcon, actionMenuItems } from './action-icon.tsx';
import type { HeaderActionButtonProps } from './types.ts';
import { rowActionsLayout, runAction, visibleRowActions } from './utils.ts';

/**
 * The action button above a table (R25.023, R25.024): a single action is a primary button of its own;
 * several are listed in a menu opened by a primary button carrying `label`.
 */
export function HeaderActionButton({ actions, label, onAction }: HeaderActionButtonProps) {
  const [open, setOpen] = useState(false);
  const shown = visibleRowActions(actions, undefined);
  const layout = rowActionsLayout(shown.length);
  const announce = onAction ? (eventName: string) => onAction(eventName) : undefined;

  if (layout === 'none') return null;

  if (layout === 'button') {
    const [action] = shown;
    if (!action) return null;
    return (
      <Button
        type="primary"
        icon={<ActionIcon action={action} />}
        disabled={action.isDisabled}
        onClick={() => runAction(action, undefined, announce)}
      >
        {action.label}
      </Button>
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
        onClick: ({ key }) => {
          const action = shown[Number(key)];
          if (action && runAction(action, undefined, announce)) setOpen(false);
        },
      }}
    >
      <Button type="primary" aria-haspopup="menu" aria-expanded={open}>
        {label} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
