import { ExpandAltOutlined } from '@ant-design/icons';
import { demoEntries } from '@arca/ui/demo';
import { Anchor, Col, Row, theme } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { WidgetSection, widgetTitleId } from './widget-section.tsx';

/**
 * Every widget's example, one section each, for looking through them all. The anchor list follows
 * the scroll; each section links to the widget's own view, which loads far faster than this page.
 */
export function AllWidgets() {
  const { token } = theme.useToken();
  return (
    <Row gutter={token.marginLG} wrap={false}>
      <Col flex="auto" style={{ minWidth: 0 }}>
        {demoEntries.map((entry) => (
          <WidgetSection
            key={entry.id}
            entry={entry}
            extra={
              <Link
                to={paths.demoWidget(entry.id)}
                aria-describedby={widgetTitleId(entry.id)}
                style={{ flexShrink: 0, fontSize: token.fontSizeSM }}
              >
                <ExpandAltOutlined aria-hidden /> Open on its own
              </Link>
            }
          />
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
