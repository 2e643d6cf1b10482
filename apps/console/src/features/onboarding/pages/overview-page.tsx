import { PageHeader } from '@arca/ui';
import { Alert, Col, Flex, Row, Skeleton, theme } from 'antd';
import { useState } from 'react';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { SetMeUpTypeDrawer } from '../../../shared/set-me-up/set-me-up-type-drawer.tsx';
import { useInitStatus } from '../api/onboarding.ts';
import { NextSteps, nextStepsOf } from '../components/next-steps.tsx';
import { RepositoriesByType } from '../components/repositories-by-type.tsx';
import { SetupCounts } from '../components/setup-counts.tsx';

/** /overview (R1.35, O34): the instance at a glance, as the user may see it, and the open next steps. */
export function OverviewPage() {
  const { token } = theme.useToken();
  const admin = useCurrentUser().data?.admin ?? false;
  const status = useInitStatus();
  const [setMeUp, setSetMeUp] = useState<string | undefined>(undefined);
  const open = status.data ? nextStepsOf(status.data, admin, setSetMeUp).filter((step) => !step.done) : [];
  return (
    <>
      <PageHeader title="Overview" description="Repositories, packages and users on this instance." />
      {status.isError ? (
        <Alert type="error" showIcon message="The overview could not be loaded." />
      ) : !status.data ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={token.marginLG}>
          <SetupCounts status={status.data} admin={admin} />
          <Row gutter={[token.marginLG, token.marginLG]}>
            <Col xs={24} lg={12}>
              <RepositoriesByType status={status.data} onSetMeUp={setSetMeUp} />
            </Col>
            {open.length > 0 ? (
              <Col xs={24} lg={12}>
                <NextSteps steps={open} />
              </Col>
            ) : null}
          </Row>
        </Flex>
      )}
      {setMeUp ? <SetMeUpTypeDrawer packageType={setMeUp} open onClose={() => setSetMeUp(undefined)} /> : null}
    </>
  );
}
