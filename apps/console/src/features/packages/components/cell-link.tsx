import type { CSSProperties } from 'react';
import { Link } from 'react-router';

// Block-level so a name longer than its cell is cut with an ellipsis (a flex or inline-flex parent would clip it bare).
const ellipsis: CSSProperties = {
  display: 'block',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};

/** A name in a table cell that links on: cut with an ellipsis when too long, the whole name shown on hover. */
export function CellLink({ to, text }: { to: string; text: string }) {
  return (
    <Link to={to} title={text} style={ellipsis}>
      {text}
    </Link>
  );
}
