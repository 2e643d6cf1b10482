import { DownloadOutlined } from '@ant-design/icons';
import { testIds } from '@arca/contract';
import { Space } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { useLogDownloadLinkVisible } from '../api/use-log-download-link.ts';

/** Where whole log files are downloaded: a support bundle (R19.08); not offered on cloud (R19.09). */
export function SupportZoneLink() {
  if (!useLogDownloadLinkVisible()) return null;
  return (
    <Link to={paths.adminSupportZone()} data-testid={testIds.logViewer.supportLink}>
      <Space size={6}>
        <DownloadOutlined aria-hidden="true" />
        Download log files from the Support Zone
      </Space>
    </Link>
  );
}
