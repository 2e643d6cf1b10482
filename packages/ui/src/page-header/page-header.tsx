import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { PlainText, PlainTitle } from '../plain-text/plain-text.tsx';

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Page-level actions, aligned right. */
  extra?: ReactNode;
}

/** The heading every page opens with: one h1, sized for a dense console rather than a document. */
export function PageHeader({ title, description, extra }: PageHeaderProps) {
  const { token } = theme.useToken();
  return (
    <Flex justify="space-between" align="flex-start" gap={token.margin} style={{ marginBottom: token.marginLG }}>
      <div>
        <PlainTitle level={1} style={{ fontSize: token.fontSizeHeading4, margin: 0 }}>
          {title}
        </PlainTitle>
        {description ? (
          <PlainText tone="secondary" style={{ display: 'block', marginTop: token.marginXXS }}>
            {description}
          </PlainText>
        ) : null}
      </div>
      {extra}
    </Flex>
  );
}
