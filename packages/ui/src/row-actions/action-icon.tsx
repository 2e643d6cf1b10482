import type { MenuProps } from 'antd';
import type { RowAction } from './types.ts';

/** The action's glyph: its icon node, or an icon-font class on an empty span. */
export function ActionIcon<Row>({ action }: { action: RowAction<Row> }) {
  if (action.iconClass !== undefined) return <span className={action.iconClass} aria-hidden="true" />;
  return <>{action.icon}</>;
}

/** The menu entries of several actions, keyed by their place so a click finds its action again. */
export function actionMenuItems<Row>(actions: readonly RowAction<Row>[]): MenuProps['items'] {
  return actions.map((action, index) => ({
    key: String(index),
    label: action.label,
    icon: <ActionIcon action={action} />,
    disabled: action.isDisabled,
  }));
}
