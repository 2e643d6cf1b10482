import { CheckCircleOutlined, CloseCircleOutlined, SyncOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { type BundleStatusClass, bundleStatusDisplay } from '../support-bundle-status.ts';

const icons: Record<BundleStatusClass, ReactNode> = {
  processing: <SyncOutlined spin />,
  success: <CheckCircleOutlined />,
  error: <CloseCircleOutlined />,
  default: null,
};

/** A bundle's status as a tag in its display class (R15.02). */
export function BundleStatusTag({ status }: { status: string }) {
  const { label, displayClass } = bundleStatusDisplay(status);
  return (
    <Tag
      icon={icons[displayClass]}
      color={displayClass}
      data-status-class={displayClass}
      style={{ marginInlineEnd: 0 }}
    >
      {label}
    </Tag>
  );
}
