import { PlainText, PlainTitle } from '@arca/ui';
import { Empty, theme } from 'antd';
import type { ReactNode } from 'react';

/** An empty list or tab: a quiet picture and a line or two, sized for a console rather than a landing page. */
export function QuietEmpty({ header, detail, action }: { header: string; detail?: string; action?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Empty
      style={{ paddingBlock: token.paddingLG }}
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <PlainTitle level={2} style={{ fontSize: token.fontSizeLG, margin: `0 0 ${token.marginXXS}px` }}>
            {header}
          </PlainTitle>
          {detail ? <PlainText tone="secondary">{detail}</PlainText> : null}
        </>
      }
    >
      {action}
    </Empty>
  );
}
