import type { DemoEntry } from '@arca/ui/demo';
import { Card, Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

interface WidgetSectionProps {
  entry: DemoEntry;
  /** Shown at the end of the title's line, such as the way to the widget's own view. */
  extra?: ReactNode;
}

/** The id of a widget's title, which names its section and describes links about it. */
export const widgetTitleId = (id: string) => `${id}-title`;

/**
 * One widget's example, headed by the widget's name so a reader (and an end-to-end test) finds
 * the widget by that region, whether the playground shows it among all others or on its own.
 */
export function WidgetSection({ entry: { id, title, description, Component }, extra }: WidgetSectionProps) {
  const { token } = theme.useToken();
  return (
    <section id={id} aria-labelledby={widgetTitleId(id)} style={{ marginBottom: token.marginXL }}>
      <Flex justify="space-between" align="baseline" gap={token.margin}>
        <Typography.Title level={2} id={widgetTitleId(id)} style={{ fontSize: token.fontSizeHeading5 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>
      <Card>
        <Component />
      </Card>
    </section>
  );
}
