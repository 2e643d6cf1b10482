import { Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

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
        <Typography.Title level={1} style={{ fontSize: token.fontSizeHeading4, margin: 0 }}>
          {title}
        </Typography.Title>
        {description ? (
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: token.marginXXS }}>
            {description}
          </Typography.Text>
        ) : null}
      </div>
      {extra}
    </Flex>
  );
}
