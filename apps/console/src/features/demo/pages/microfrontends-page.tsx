import { Card, Empty } from 'antd';

/** The id of the element that hosts the demo's micro-frontends when they are mounted. */
export const DEMO_MOUNT_POINT_ID = 'demo-microfrontends';

/**
 * /demo/microfrontends (R1.48): the container several micro-frontends mount into side by side.
 * None is registered for the demo yet, so the container stays empty and says so.
 */
export function MicrofrontendsPage() {
  return (
    <Card title="Mounted micro-frontends">
      <section id={DEMO_MOUNT_POINT_ID} aria-label="Micro-frontend mounting point">
        <Empty description="No micro-frontend is mounted here." />
      </section>
    </Card>
  );
}
