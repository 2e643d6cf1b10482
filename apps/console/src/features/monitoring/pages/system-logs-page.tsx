import { PageHeader } from '@arca/ui';
import { Alert, Card, Flex, theme } from 'antd';
import { LogArea } from '../components/log-area.tsx';
import { LogPickers } from '../components/log-pickers.tsx';
import { LogTimes } from '../components/log-times.tsx';
import { RefreshControls } from '../components/refresh-controls.tsx';
import { SupportZoneLink } from '../components/support-zone-link.tsx';
import { useLogViewer } from '../use-log-viewer.ts';

/** /admin/monitoring/system_logs (R1.56): the live log viewer (R19.01–R19.28). */
export function SystemLogsPage() {
  const { token } = theme.useToken();
  const viewer = useLogViewer();
  const { state } = viewer;
  return (
    <>
      <PageHeader
        title="System Logs"
        description="What each service writes to its logs, as it writes it."
        extra={<SupportZoneLink />}
      />
      <Flex vertical gap={token.marginSM}>
        {viewer.serviceListError ? (
          <Alert
            type="error"
            showIcon
            title="The services could not be read"
            description={viewer.serviceListError.message}
          />
        ) : null}
        <Card size="small" styles={{ body: { padding: `${token.paddingSM}px ${token.padding}px` } }}>
          <Flex justify="space-between" align="flex-end" gap={token.margin} wrap>
            <LogPickers
              products={state.productList}
              product={state.selectedProduct}
              nodes={state.nodeList}
              node={state.selectedNode}
              files={viewer.files}
              file={state.selectedFile}
              fileFailed={viewer.dataError !== null}
              loadingFiles={viewer.loadingFiles}
              onProductChange={viewer.selectProduct}
              onNodeChange={viewer.selectNode}
              onFileChange={viewer.selectFile}
            />
            <RefreshControls
              remaining={viewer.countdown.remaining}
              start={viewer.countdown.start}
              paused={viewer.countdown.paused}
              idle={viewer.countdown.idle}
              onPause={viewer.pause}
              onResume={viewer.resume}
              onRefreshNow={viewer.refreshNow}
            />
          </Flex>
        </Card>
        <Flex justify="space-between" align="center" gap={token.margin} wrap>
          <LogTimes lastModified={viewer.tail?.lastModified} lastUpdated={viewer.tail?.lastUpdated} />
          {viewer.dataError ? (
            <Alert
              type="error"
              showIcon
              banner
              style={{ borderRadius: token.borderRadius, padding: `2px ${token.paddingSM}px` }}
              title={`Reading ${state.selectedFile ?? 'the file'} failed: ${viewer.dataError.message}. The next refresh tries again.`}
            />
          ) : null}
        </Flex>
        <LogArea view={viewer.view} />
      </Flex>
    </>
  );
}
