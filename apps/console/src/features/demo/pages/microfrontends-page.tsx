import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Typography } from 'antd';
import { microfrontendRegistryQueryOptions } from '../../../shared/microfrontends/index.ts';
import { MicrofrontendMount } from '../../../shared/microfrontends/mount/microfrontend-mount.tsx';

/** The id of the element that hosts the demo's micro-frontends. */
export const DEMO_MOUNT_POINT_ID = 'demo-microfrontends';

/**
 * /demo/microfrontends (R1.48): every registered micro-frontend mounted side by side in one page,
 * each through its own mounting point (R9.13) — the way a page embeds a companion's screens.
 */
export function MicrofrontendsPage() {
  const registry = useQuery(microfrontendRegistryQueryOptions());
  const entries = registry.data?.microfrontends ?? [];
  return (
    <section id={DEMO_MOUNT_POINT_ID} aria-label="Micro-frontend mounting point">
      {registry.isSuccess && entries.length === 0 ? (
        <Card>
          <Empty description="No micro-frontend is registered on this server." />
        </Card>
      ) : null}
      <Row gutter={[16, 16]}>
        {entries.map((entry) => (
          <Col key={entry.name} xs={24} xl={entries.length > 1 ? 12 : 24}>
            <Card
              title={entry.name}
              extra={<Typography.Text type="secondary">{entry.version}</Typography.Text>}
              styles={{ body: { overflow: 'auto' } }}
            >
              <MicrofrontendMount name={entry.name} path={entry.routes[0]?.path ?? '/'} />
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
