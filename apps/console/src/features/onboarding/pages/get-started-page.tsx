import { PageHeader } from '@arca/ui';
import { Alert, Col, Flex, Row, Skeleton, theme } from 'antd';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { SetMeUpTypeDrawer } from '../../../shared/set-me-up/set-me-up-type-drawer.tsx';
import { useInitStatus } from '../api/onboarding.ts';
import { NextSteps, nextStepsOf } from '../components/next-steps.tsx';
import { RepositoriesByType } from '../components/repositories-by-type.tsx';
import { SetupCounts } from '../components/setup-counts.tsx';

const SET_ME_UP_PARAM = 'setMeUp';

/**
 * /get_started (R1.33, O34): what is set up, what to do next and the counts, each a link. Quick
 * setup lands here with set-me-up open for the package type chosen (R13.33).
 */
export function GetStartedPage() {
  const { token } = theme.useToken();
  const admin = useCurrentUser().data?.admin ?? false;
  const status = useInitStatus();
  const [search, setSearch] = useSearchParams();
  const setMeUp = search.get(SET_ME_UP_PARAM);
  const openSetMeUp = (packageType: string) => setSearch({ [SET_ME_UP_PARAM]: packageType });
  const closeSetMeUp = () => setSearch({}, { replace: true });
  return (
    <>
      <PageHeader title="Get started" description="Your first steps with Arca: what is ready and what comes next." />
      {status.isError ? (
        <Alert type="error" showIcon message="What is set up could not be loaded." />
      ) : !status.data ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={token.marginLG}>
          <SetupCounts status={status.data} admin={admin} />
          <Row gutter={[token.marginLG, token.marginLG]}>
            <Col xs={24} lg={14}>
              <NextSteps steps={nextStepsOf(status.data, admin, openSetMeUp)} />
            </Col>
            <Col xs={24} lg={10}>
              <RepositoriesByType status={status.data} onSetMeUp={openSetMeUp} />
            </Col>
          </Row>
        </Flex>
      )}
      {setMeUp ? <SetMeUpTypeDrawer packageType={setMeUp} open onClose={closeSetMeUp} /> : null}
    </>
  );
}
