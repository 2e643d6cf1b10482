import { Flex, Modal, Typography, theme } from 'antd';
import { Fragment } from 'react';
import { useCurrentUser } from '../../features/auth/api/index.ts';
import { Kbd } from './kbd.tsx';
import { type Shortcut, type ShortcutGroup, shortcutsFor } from './shortcuts.ts';
import { SHORTCUTS_DIALOG_ATTRIBUTE, useKeyboardShortcuts } from './use-keyboard-shortcuts.ts';

const groups: readonly ShortcutGroup[] = ['General', 'Go to'];

export interface KeyboardShortcutsProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function ShortcutKeys({ keys }: { keys: readonly string[] }) {
  const { token } = theme.useToken();
  return (
    <Flex align="center" gap={token.marginXXS}>
      {keys.map((key, index) => (
        <Fragment key={key}>
          {index > 0 ? (
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
              then
            </Typography.Text>
          ) : null}
          <Kbd>{key}</Kbd>
        </Fragment>
      ))}
    </Flex>
  );
}

function ShortcutList({ group, shortcuts }: { group: ShortcutGroup; shortcuts: readonly Shortcut[] }) {
  const { token } = theme.useToken();
  return (
    <section aria-label={group}>
      <Typography.Title
        level={5}
        style={{
          margin: `0 0 ${token.marginXXS}px`,
          fontSize: token.fontSizeSM,
          color: token.colorTextSecondary,
          textTransform: 'uppercase',
          letterSpacing: '0.04em',
        }}
      >
        {group}
      </Typography.Title>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {shortcuts.map((shortcut) => (
          <li
            key={shortcut.keys.join(' ')}
            style={{ padding: `${token.paddingXS}px 0`, borderTop: `1px solid ${token.colorSplit}` }}
          >
            <Flex align="center" justify="space-between" gap={token.marginSM}>
              <Typography.Text>{shortcut.description}</Typography.Text>
              <ShortcutKeys keys={shortcut.keys} />
            </Flex>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The console's keyboard shortcuts: listens for them anywhere in the page, and lists the ones that
 * apply to this visitor in a dialog that `?` or the help menu opens.
 */
export function KeyboardShortcuts({ open, onOpenChange }: KeyboardShortcutsProps) {
  const { token } = theme.useToken();
  const admin = useCurrentUser().data?.admin ?? false;
  const available = shortcutsFor(admin);
  useKeyboardShortcuts(available, {
    onShowShortcuts: () => onOpenChange(true),
    onNavigate: () => onOpenChange(false),
  });
  // Mounted only while open, so a closed dialog leaves nothing behind in the page.
  if (!open) return null;
  return (
    <Modal title="Keyboard Shortcuts" open onCancel={() => onOpenChange(false)} footer={null} width={440}>
      <Flex
        vertical
        gap={token.marginLG}
        style={{ marginTop: token.marginMD }}
        {...{ [SHORTCUTS_DIALOG_ATTRIBUTE]: '' }}
      >
        {groups.map((group) => {
          const inGroup = available.filter((shortcut) => shortcut.group === group);
          return inGroup.length > 0 ? <ShortcutList key={group} group={group} shortcuts={inGroup} /> : null;
        })}
      </Flex>
    </Modal>
  );
}
