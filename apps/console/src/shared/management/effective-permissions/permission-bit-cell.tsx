import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type { PermissionBit } from './effective-permissions.ts';

/** R23.10: a check when allowed, an uncheck when not, nothing when the server gave no value. */
export function PermissionBitCell({ bit }: { bit: PermissionBit }) {
  const { token } = theme.useToken();
  if (bit === 1) return <CheckOutlined aria-label="Allowed" style={{ color: token.colorSuccess }} />;
  if (bit === 0) return <CloseOutlined aria-label="Not allowed" style={{ color: token.colorTextTertiary }} />;
  return null;
}
