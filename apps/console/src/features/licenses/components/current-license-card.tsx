import { CheckCircleFilled, CloseCircleFilled, SafetyCertificateOutlined } from '@ant-design/icons';
import { type CurrentLicense, NO_LICENSE } from '@arca/contract';
import { Alert, Card, Descriptions, Flex, Tag, Typography, theme } from 'antd';
import { licenseExpiry, licenseFileWarning, licenseSourceLabels, MAX_LICENSE_RANK } from '../license-display.ts';

const missing = <Typography.Text type="secondary">—</Typography.Text>;

function LicenseStatusTag({ valid }: { valid: boolean }) {
  return valid ? (
    <Tag color="success" icon={<CheckCircleFilled />}>
      Active
    </Tag>
  ) : (
    <Tag color="error" icon={<CloseCircleFilled />}>
      No license
    </Tag>
  );
}

function Features({ features }: { features: string[] }) {
  if (features.length === 0) return missing;
  return (
    <Flex wrap gap={4}>
      {features.map((feature) => (
        <Tag key={feature}>{feature}</Tag>
      ))}
    </Flex>
  );
}

/** The licence type at a glance: what is in force and whether anything is. */
function LicenseSummary({ license }: { license: CurrentLicense }) {
  const { token } = theme.useToken();
  const size = token.controlHeightLG + token.marginXS;
  return (
    <Flex align="center" gap={token.margin}>
      <Flex
        align="center"
        justify="center"
        aria-hidden="true"
        style={{
          width: size,
          height: size,
          flex: 'none',
          borderRadius: token.borderRadiusLG,
          background: license.valid ? token.colorSuccessBg : token.colorErrorBg,
          color: license.valid ? token.colorSuccess : token.colorError,
          fontSize: token.fontSizeHeading3,
        }}
      >
        <SafetyCertificateOutlined />
      </Flex>
      <Flex vertical gap={token.marginXXS} style={{ minWidth: 0 }}>
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          Current license
        </Typography.Text>
        <Flex align="center" gap={token.marginSM} wrap>
          <Typography.Title level={2} style={{ margin: 0, fontSize: token.fontSizeHeading4 }}>
            {license.type}
          </Typography.Title>
          <LicenseStatusTag valid={license.valid} />
        </Flex>
      </Flex>
    </Flex>
  );
}

/** The licence in force, where it comes from, and why an installed file is not in force. */
export function CurrentLicenseCard({ license }: { license: CurrentLicense }) {
  const { token } = theme.useToken();
  const warning = licenseFileWarning(license);
  const unlicensed = license.type === NO_LICENSE;

  return (
    <Card role="region" aria-label="Current license">
      <Flex vertical gap={token.marginLG}>
        <LicenseSummary license={license} />
        {warning ? <Alert type="warning" showIcon title={warning.title} description={warning.description} /> : null}
        {unlicensed && !warning ? (
          <Alert
            type="info"
            showIcon
            title="No license is in force."
            description="Install a license file to unlock Arca for every user."
          />
        ) : null}
        <Descriptions
          bordered
          size="middle"
          column={1}
          styles={{ label: { width: 160 } }}
          items={[
            {
              key: 'rank',
              label: 'Rank',
              children: (
                <span>
                  {license.rank} <Typography.Text type="secondary">of {MAX_LICENSE_RANK}</Typography.Text>
                </span>
              ),
            },
            { key: 'source', label: 'Source', children: licenseSourceLabels[license.source] },
            { key: 'licensee', label: 'Licensee', children: license.licensee ?? missing },
            { key: 'expires', label: 'Expires', children: licenseExpiry(license) ?? missing },
            { key: 'features', label: 'Features', children: <Features features={license.features} /> },
          ]}
        />
      </Flex>
    </Card>
  );
}
