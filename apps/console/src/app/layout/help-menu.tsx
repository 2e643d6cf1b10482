import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useVisibilityContext } from '../../shared/visibility/visibility-context.ts';
import { resolveMenu } from '../navigation/menu-model.ts';
import { helpMenu, KEYBOARD_SHORTCUTS_ITEM_KEY } from '../navigation/menus.tsx';
import { Kbd } from './kbd.tsx';
import { KeyboardShortcuts } from './keyboard-shortcuts.tsx';

/**
 * The help menu (R8.23) as the visibility rules allow, hidden entries filtered out (R8.24), and
 * the keyboard shortcuts it leads to.
 */
export function HelpMenu() {
  const navigate = useNavigate();
  const context = useVisibilityContext();
  const [shortcutsOpen, setShortcutsOpen] = useState(false);

  const items: NonNullable<MenuProps['items']> = resolveMenu(helpMenu, context).map(({ item, to }) => {
    if (item.key === KEYBOARD_SHORTCUTS_ITEM_KEY) {
      return {
        key: item.key,
        icon: item.icon,
        label: item.title,
        extra: <Kbd>?</Kbd>,
        onClick: () => setShortcutsOpen(true),
      };
    }
    if (item.href) {
      return {
        key: item.key,
        icon: item.icon,
        label: (
          <a href={item.href} target="_blank" rel="noopener noreferrer">
            {item.title}
          </a>
        ),
      };
    }
    return { key: item.key, icon: item.icon, label: item.title, onClick: () => to && void navigate(to) };
  });

  return (
    <>
      {items.length > 0 ? (
        <Dropdown trigger={['click']} menu={{ items }} placement="bottomRight">
          <Button type="text" aria-label="Help" icon={<QuestionCircleOutlined />} />
        </Dropdown>
      ) : null}
      <KeyboardShortcuts open={shortcutsOpen} onOpenChange={setShortcutsOpen} />
    </>
  );
}
