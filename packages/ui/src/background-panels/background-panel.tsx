import { CloseOutlined, DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';
import { useId } from 'react';
import type { BackgroundPanelProps } from './types.ts';
import { BACKGROUND_PANEL_WIDTH, panelRightOffset } from './utils.ts';

/** A background task's panel pinned to the bottom right, collapsible to its title bar and closable (R25.144). */
export function BackgroundPanel({ panel, index, onToggle, onClose }: BackgroundPanelProps) {
  const { token } = theme.useToken();
  const titleId = useId();
  const bodyId = useId();
  return (
    <section
      aria-labelledby={titleId}
      style={{
        position: 'fixed',
        bottom: 0,
        right: panelRightOffset(index),
        width: BACKGROUND_PANEL_WIDTH,
        zIndex: token.zIndexPopupBase,
        background: token.colorBgElevated,
        color: token.colorText,
        boxShadow: token.boxShadowSecondary,
        borderRadius: `${token.borderRadiusLG}px ${token.borderRadiusLG}px 0 0`,
        overflow: 'hidden',
      }}
    >
      <Flex
        align="center"
        gap={token.marginXXS}
        style={{ padding: `${token.paddingXS}px ${token.paddingSM}px`, background: token.colorFillSecondary }}
      >
        <h2
          id={titleId}
          style={{ flex: 1, margin: 0, fontSize: token.fontSize, fontWeight: token.fontWeightStrong, minWidth: 0 }}
        >
          {panel.title}
        </h2>
        <Button
          type="text"
          size="small"
          aria-label={panel.collapsed ? 'Expand' : 'Collapse'}
          aria-expanded={!panel.collapsed}
          aria-controls={bodyId}
          icon={panel.collapsed ? <UpOutlined /> : <DownOutlined />}
          onClick={() => onToggle(panel.id)}
        />
        <Button
          type="text"
          size="small"
          aria-label="Close"
          icon={<CloseOutlined />}
          onClick={() => onClose(panel.id)}
        />
      </Flex>
      <div id={bodyId} hidden={panel.collapsed} style={{ padding: token.paddingSM }}>
        {panel.body}
        {panel.actions && panel.actions.length > 0 ? (
          <Flex justify="flex-end" gap={token.marginXS} style={{ marginTop: token.marginSM }}>
            {panel.actions.map((action) => (
              <Button key={action.text} size="small" onClick={action.onClick}>
                {action.text}
              </Button>
            ))}
          </Flex>
        ) : null}
      </div>
    </section>
  );
}
