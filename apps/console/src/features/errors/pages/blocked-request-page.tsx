import { testIds } from '@arca/contract';
import { StatusPage } from '@arca/ui';
import { Button, Flex, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';

/** /406/{requestId} (R1.25): the server blocked a request; its id lets an administrator find it in the logs. */
export function BlockedRequestPage() {
  const { requestId = '' } = useParams();
  return <BlockedRequest requestId={requestId} />;
}

/** The blocked-request message itself; the root error boundary shows it too when start-up was blocked. */
export function BlockedRequest({ requestId }: { requestId: string }) {
  const navigate = useNavigate();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <StatusPage
        status="406"
        title="Request blocked"
        subtitle="The server refused this request under one of its policies. Give this request ID to your administrator:"
        testId={testIds.errorPage.blocked}
        action={
          <Flex vertical align="center" gap="middle">
            <Typography.Text code copyable data-testid={testIds.errorPage.requestId}>
              {requestId}
            </Typography.Text>
            <Button type="primary" onClick={() => navigate(paths.home())}>
              Back to the home page
            </Button>
          </Flex>
        }
      />
    </Flex>
  );
}
