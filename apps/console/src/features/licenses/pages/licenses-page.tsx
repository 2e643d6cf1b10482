import { PageHeader } from '@arca/ui';
import { Alert, Card, Col, Row, Skeleton } from 'antd';
import { TeaserSlot } from '../../../shared/teasers/index.ts';
import { useCurrentLicense } from '../api/current-license.ts';
import { CurrentLicenseCard } from '../components/current-license-card.tsx';
import { InstallLicenseCard } from '../components/install-license-card.tsx';
import { LicenseGatesCard } from '../components/license-gates-card.tsx';

/**
 * /admin/license_management/licenses (R1.55): the licence in force, what licence ranks unlock, and
 * installing a new licence file. Administrators only; guard 7 sends them here when no licence applies.
 * Below, the licence buckets teaser: handing licences out to many sites is mission control's (R16.02).
 */
export function LicensesPage() {
  const current = useCurrentLicense();

  return (
    <>
      <PageHeader title="Licenses" description="The license this instance runs under, and installing a new one." />
      <Row gutter={[24, 24]} style={{ maxWidth: 1280 }}>
        <Col xs={24} xl={14}>
          <Row gutter={[24, 24]}>
            <Col span={24}>
              {current.data ? (
                <CurrentLicenseCard license={current.data} />
              ) : current.isError ? (
                <Alert
                  type="error"
                  showIcon
                  title="The license could not be loaded"
                  description={current.error.message}
                />
              ) : (
                <Card aria-busy="true">
                  <Skeleton active avatar paragraph={{ rows: 4 }} />
                </Card>
              )}
            </Col>
            {current.data ? (
              <Col span={24}>
                <LicenseGatesCard license={current.data.type} />
              </Col>
            ) : null}
          </Row>
        </Col>
        <Col xs={24} xl={10}>
          <InstallLicenseCard />
        </Col>
        <Col span={24}>
          <TeaserSlot id="licenseBuckets" />
        </Col>
      </Row>
    </>
  );
}
