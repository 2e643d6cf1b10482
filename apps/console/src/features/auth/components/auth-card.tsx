import { Card, Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { ArcaMark } from '../../../shared/brand/arca-mark.tsx';

const CARD_WIDTH = 400;

export interface AuthCardProps {
  title: string;
  /** A line under the title that says what this step asks for. */
  description?: ReactNode;
  children: ReactNode;
  /** A line under the card. */
  footer?: ReactNode;
}

/** The centred card every screen under /login shares, on the same soft background. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  const { token } = theme.useToken();
  return (
    <Flex
      component="main"
      vertical
      gap={token.marginLG}
      align="center"
      justify="center"
      style={{
        minHeight: '100vh',
        // The padding sits inside the full height, so the page never scrolls by its own padding.
        boxSizing: 'border-box',
        padding: token.paddingLG,
        background: `radial-gradient(ellipse at top, ${token.colorPrimaryBg} 0%, ${token.colorBgLayout} 60%)`,
      }}
    >
      <Card
        style={{ width: CARD_WIDTH, boxShadow: token.boxShadowTertiary }}
        styles={{ body: { padding: token.paddingXL } }}
      >
        <Flex vertical align="center" gap={token.marginXS} style={{ marginBottom: token.marginLG }}>
          <ArcaMark size={40} color={token.colorPrimary} />
          <Typography.Title level={1} style={{ fontSize: token.fontSizeHeading3, margin: 0, textAlign: 'center' }}>
            {title}
          </Typography.Title>
          {description ? (
            <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
              {description}
            </Typography.Text>
          ) : null}
        </Flex>
        {children}
      </Card>
      {footer}
    </Flex>
  );
}
