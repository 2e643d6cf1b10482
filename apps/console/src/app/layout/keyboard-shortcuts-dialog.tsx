import { PlainText, PlainTitle } from '@arca/ui';
import { Flex, Modal, theme } from 'antd';
import { Fragment } from 'react';
import { Kbd } from './kbd.tsx';
import type { Shortcut, ShortcutGroup } from './shortcuts.ts';
import { SHORTCUTS_DIALOG_ATTRIBUTE } from './use-keyboard-shortcuts.ts';

const groups: readonly ShortcutGroup[] = ['General', 'Go to'];

function ShortcutKeys({ keys }: { keys: readonly string[] }) {
  const { token } = theme.useToken();
  return (
    <Flex align="center" gap={token.marginXXS}>
      {keys.map((key, index) => (
        <Fragment key={key}>
          {index > 0 ? (
            <PlainText tone="secondary" style={{ fontSize: token.fontSizeSM }}>
              then
            </PlainText>
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
      <PlainTitle
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
      </PlainTitle>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {shortcuts.map((shortcut) => (
          <li
            key={shortcut.keys.join(' ')}
            style={{ padding: `${token.paddingXS}px 0`, borderTop: `1px solid ${token.colorSplit}` }}
          >
            <Flex align="center" justify="space-between" gap={token.marginSM}>
              <PlainText>{shortcut.description}</PlainText>
              <ShortcutKeys keys={shortcut.keys} />
            </Flex>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The dialog that lists the shortcuts this visitor has, loaded the first time it opens. */
export function KeyboardShortcutsDialog({
  available,
  onClose,
}: {
  available: readonly Shortcut[];
  onClose: () => void;
}) {
  const { token } = theme.useToken();
  return (
    <Modal title="Keyboard Shortcuts" open onCancel={onClose} footer={null} width={440}>
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
