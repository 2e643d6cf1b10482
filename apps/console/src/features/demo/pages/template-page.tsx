import { PageHeader } from '@arca/ui';
import { Button, Card, Empty, Typography } from 'antd';

/**
 * /template (R1.46): the page a new screen starts from — a header with its action, and a card
 * whose content says what will be here. Open only with the TESTED flag, like the playground.
 */
export function TemplatePage() {
  return (
    <>
      <PageHeader
        title="Page template"
        description="Copy this screen to start a new one: header, actions, content."
        extra={<Button type="primary">Primary action</Button>}
      />
      <Card>
        <Empty description={<Typography.Text type="secondary">The screen's content goes here.</Typography.Text>} />
      </Card>
    </>
  );
}
