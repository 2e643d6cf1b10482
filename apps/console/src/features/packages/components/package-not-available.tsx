import { ReloadOutlined } from '@ant-design/icons';
import { PageHeader } from '@arca/ui';
import { Button, Card } from 'antd';
import { packageMessages } from '../package-messages.ts';
import { QuietEmpty } from './quiet-empty.tsx';

/**
 * R10.17: a link to a package the index does not know yet (it is indexed shortly after a deploy).
 * The spec's two lines are the header and its detail; Try again asks once more.
 */
export function PackageNotAvailable({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <>
      <PageHeader title="Package" />
      <Card size="small">
        <QuietEmpty
          header={packageMessages.packageNotYetAvailable}
          detail={packageMessages.tryAgainLater}
          action={
            <Button icon={<ReloadOutlined />} loading={retrying} onClick={onRetry}>
              Try again
            </Button>
          }
        />
      </Card>
    </>
  );
}
