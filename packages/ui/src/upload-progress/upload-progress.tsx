import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Typography, theme } from 'antd';
import type { UploadProgressProps } from './types.ts';
import { cancelLabel, clampPercentage, progressStatus, showsCheck, uploadStatus } from './utils.ts';

/** The files of an upload, each with its bar and either a check (done) or a cancel button (R25.148). */
export function UploadProgress({ items, onCancel, ariaLabel = 'Uploads' }: UploadProgressProps) {
  const { token } = theme.useToken();
  return (
    <ul
      aria-label={ariaLabel}
      aria-busy={uploadStatus(items) === 'uploading'}
      data-status={uploadStatus(items)}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {items.map((item) => (
        <li key={item.uid} style={{ padding: `${token.paddingXXS}px 0` }}>
          <Flex align="center" gap={token.marginXS}>
            <Flex vertical style={{ flex: 1, minWidth: 0 }}>
              <Typography.Text ellipsis={{ tooltip: item.name }}>{item.name}</Typography.Text>
              <Progress
                aria-label={item.name}
                percent={clampPercentage(item.percentage)}
                status={progressStatus(item)}
                size="small"
                showInfo={false}
              />
            </Flex>
            {showsCheck(item) ? (
              <CheckCircleFilled
                role="img"
                aria-label={`${item.name} uploaded`}
                aria-hidden={false}
                style={{ color: token.colorSuccess, fontSize: token.fontSizeLG }}
              />
            ) : (
              <Button
                type="text"
                size="small"
                aria-label={cancelLabel(item.name)}
                icon={<CloseCircleOutlined />}
                onClick={() => onCancel(item.uid)}
              />
            )}
          </Flex>
        </li>
      ))}
    </ul>
  );
}
