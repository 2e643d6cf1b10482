import { demoEntries } from '@arca/ui/demo';
import { Anchor, Card, Col, Row, Typography, theme } from 'antd';

/**
 * Every widget's example, one section each, headed by the widget's name so a reader (and an
 * end-to-end test) finds a widget by that region. The anchor list follows the scroll.
 */
export function WidgetsPage() {
  const { token } = theme.useToken();
  return (
    <Row gutter={token.marginLG} wrap={false}>
      <Col flex="auto" style={{ minWidth: 0 }}>
        {demoEntries.map(({ id, title, description, Component }) => (
          <section key={id} id={id} aria-labelledby={`${id}-title`} style={{ marginBottom: token.marginXL }}>
            <Typography.Title level={2} id={`${id}-title`} style={{ fontSize: token.fontSizeHeading5 }}>
              {title}
            </Typography.Title>
            <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>
            <Card>
              <Component />
            </Card>
          </section>
        ))}
      </Col>
      <Col flex="200px">
        <nav aria-label="Widgets">
          <Anchor
            offsetTop={token.marginLG}
            items={demoEntries.map(({ id, title }) => ({ key: id, href: `#${id}`, title }))}
          />
        </nav>
      </Col>
    </Row>
  );
}
