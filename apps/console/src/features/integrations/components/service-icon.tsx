import { DeploymentUnitOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { ConfiguredService } from '../card-state.ts';

/** The icon a card and the service step draw for a service. */
export function ServiceIcon({ icon }: { icon: ConfiguredService['icon'] }) {
  return icon === 'security' ? <SafetyCertificateOutlined /> : <DeploymentUnitOutlined />;
}
