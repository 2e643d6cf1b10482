import { CheckCircleFilled, ExportOutlined } from '@ant-design/icons';
import { CORE_SERVICE } from '@arca/contract';
import { Card, Flex, Typography, theme } from 'antd';
import { useFooter } from '../../../shared/platform/footer.ts';
import { useInstalledServices } from '../../../shared/platform/services.ts';
import { READ_MORE_LABEL, readMoreUrl, TeaserIllustration } from '../../../shared/teasers/index.ts';
import type { AreaTeaser } from '../area-catalogue.ts';

/** What the page says above the area's name: the area exists in the product, not in this release. */
export const AREA_TEASER_STATUS = 'Not available in Arca yet';

/**
 * The page of an administration area Arca does not have yet: laid out as a missing service's
 * teaser (R16.03–R16.06), with what the area would hold and a Read More link in a new tab.
 */
export function AreaTeaserPage({ area }: { area: AreaTeaser }) {
  const { token } = theme.useToken();
  const footer = useFooter().data;
  const version = useInstalledServices().data?.services.find((service) => service.name === CORE_SERVICE)?.version;
  const docs = readMoreUrl(area, {
    buildNumber: footer?.buildNumber ?? '',
    version,
    cloud: footer?.isCloudProviderConfigured === true,
    customUrlBase: footer?.customUrlBase ?? null,
  });
  return (
    <Card
      role="region"
      aria-label={area.title}
      data-area-teaser={area.key}
      styles={{ body: { padding: token.paddingXL } }}
    >
      <Flex gap={token.marginXL} align="flex-start" wrap>
        <TeaserIllustration kind={area.illustration} label={`${area.title} illustration`} />
        <Flex vertical gap={token.marginSM} style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Typography.Text type="secondary" style={{ textTransform: 'uppercase', fontSize: token.fontSizeSM }}>
            {AREA_TEASER_STATUS}
          </Typography.Text>
          <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
            {area.title}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 560, fontSize: token.fontSizeLG }}>
            {area.summary}
          </Typography.Paragraph>
          <ul style={{ listStyle: 'none', padding: 0, margin: `${token.marginXS}px 0` }}>
            {area.points.map((point) => (
              <li key={point} style={{ display: 'flex', gap: token.marginXS, marginBottom: token.marginXXS }}>
                <CheckCircleFilled aria-hidden style={{ color: token.colorSuccess, marginTop: 4 }} />
                <Typography.Text>{point}</Typography.Text>
              </li>
            ))}
          </ul>
          <Typography.Link href={docs} target="_blank" rel="noopener noreferrer" strong>
            {READ_MORE_LABEL} <ExportOutlined aria-hidden />
          </Typography.Link>
        </Flex>
      </Flex>
    </Card>
  );
}
