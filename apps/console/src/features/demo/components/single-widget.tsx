import { AppstoreOutlined, ArrowLeftOutlined } from '@ant-design/icons';
import { EmptyState } from '@arca/ui';
import { demoEntries } from '@arca/ui/demo';
import { Card, Col, Row, theme } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { WidgetLinks } from './widget-links.tsx';
import { WidgetSection } from './widget-section.tsx';

/**
 * One widget's example on its own (/demo?widget=<id>), beside the list of all widgets. An id no
 * widget has says so rather than falling back to every widget: the visitor asked for one, and a
 * mistyped link should show as mistyped.
 */
export function SingleWidget({ id }: { id: string }) {
  const { token } = theme.useToken();
  const entry = demoEntries.find((candidate) => candidate.id === id);
  return (
    <Row gutter={token.marginLG} wrap={false}>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <Link to={paths.demo()} style={{ display: 'inline-block', marginBottom: token.margin }}>
          <ArrowLeftOutlined aria-hidden /> All widgets
        </Link>
        {entry ? (
          <WidgetSection entry={entry} />
        ) : (
          <Card>
            <EmptyState
              header="Unknown widget"
              image={{ kind: 'node', node: <AppstoreOutlined style={{ fontSize: 48, opacity: 0.45 }} /> }}
              contentLines={[
                `No widget of the playground has the id '${id}'.`,
                'Choose one from the list, or go back to all widgets.',
              ]}
              canEdit={false}
            />
          </Card>
        )}
      </Col>
      <Col flex="200px">
        <WidgetLinks currentId={id} />
      </Col>
    </Row>
  );
}
