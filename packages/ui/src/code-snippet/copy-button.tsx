import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { CopyStatus } from './types.ts';

export interface CopyButtonProps {
  status: CopyStatus;
  onCopy: () => void;
  /** Shows the word beside the icon; otherwise the icon alone with a tooltip. */
  showText?: boolean;
}

/** The copy control: 'Copy', then 'Copied' (name and text) while the feedback lasts (R25.107). */
export function CopyButton({ status, onCopy, showText = false }: CopyButtonProps) {
  const label = status === 'copied' ? 'Copied' : 'Copy';
  const button = (
    <Button
      size="small"
      type="text"
      aria-label={label}
      icon={status === 'copied' ? <CheckOutlined /> : <CopyOutlined />}
      onClick={onCopy}
    >
      {showText ? label : null}
    </Button>
  );
  return showText ? button : <Tooltip title={label}>{button}</Tooltip>;
}
