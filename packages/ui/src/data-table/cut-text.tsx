import { Tooltip } from 'antd';
import { type CSSProperties, type ReactNode, useState } from 'react';

const cut: CSSProperties = {
  display: 'block',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};

/**
 * A cell's text cut to its width with an ellipsis, which shows whole in a tooltip on hover. The
 * browser cuts it (CSS), and the tooltip is made on the first hover over a text that is really cut:
 * a list of 100 rows would otherwise measure and mount some 300 tooltips before showing anything,
 * a second of work on the package list.
 */
export function CutText({ text, children }: { text: string; children: ReactNode }) {
  const [tooltip, setTooltip] = useState(false);
  const content = (
    // biome-ignore lint/a11y/noStaticElementInteractions: the hover only adds a visual copy of the text; the element holds the whole text, which assistive technology reads uncut.
    <span
      data-cut-text=""
      style={cut}
      onMouseEnter={(event) => {
        const element = event.currentTarget;
        if (!tooltip && element.scrollWidth > element.clientWidth) setTooltip(true);
      }}
    >
      {children}
    </span>
  );
  return tooltip ? (
    <Tooltip title={text} defaultOpen>
      {content}
    </Tooltip>
  ) : (
    content
  );
}
