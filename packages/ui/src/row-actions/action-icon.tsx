import type { RowAction } from './types.ts';

/** The action's glyph: its icon node, or an icon-font class on an empty span. */
export function ActionIcon<Row>({ action }: { action: RowAction<Row> }) {
  if (action.iconClass !== undefined) return <span className={action.iconClass} aria-hidden="true" />;
  return <>{action.icon}</>;
}
