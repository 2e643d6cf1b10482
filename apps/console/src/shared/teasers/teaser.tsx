import { CheckCircleFilled, ExportOutlined } from '@ant-design/icons';
import { CORE_SERVICE } from '@arca/contract';
import { Button, Card, Flex, Space, Typography, theme } from 'antd';
import { useFooter } from '../platform/footer.ts';
import { useInstalledServices } from '../platform/services.ts';
import { readMoreUrl, UPGRADE_URL } from './read-more.ts';
import type { TeaserData } from './teaser-catalogue.ts';
import { TeaserIllustration } from './teaser-illustration.tsx';
import { teaserVariant } from './teaser-rules.ts';

export const READ_MORE_LABEL = 'Read More';
export const UPGRADE_NOW_LABEL = 'Upgrade now';
export const LEARN_MORE_LABEL = 'Learn more';

export interface TeaserProps {
  teaser: TeaserData;
  /** 1 on a teaser's own page, lower where it sits inside another screen. */
  headingLevel?: 1 | 2 | 3;
  /** The line above the header; a screen with its own wording for the missing service passes it here. */
  status?: string;
}

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * One teaser (packages-and-search.md §2): header, text, image and a Read More link in a new tab
 * (R16.03–R16.06); the Artifactory-only editions get 'Upgrade now' and 'Learn more' instead
 * (R16.07). Pipelines and security stand vertically (R16.08).
 */
export function Teaser({ teaser, headingLevel = 2, status }: TeaserProps) {
  const { token } = theme.useToken();
  const footer = useFooter().data;
  const services = useInstalledServices().data;
  const version = services?.services.find((service) => service.name === CORE_SERVICE)?.version;
  const docs = readMoreUrl(teaser, {
    buildNumber: footer?.buildNumber ?? '',
    version,
    cloud: footer?.isCloudProviderConfigured === true,
    customUrlBase: footer?.customUrlBase ?? null,
  });
  const upgrade = footer !== undefined && teaserVariant(footer.license) === 'upgrade';
  const vertical = teaser.layout === 'vertical';

  const actions = upgrade ? (
    <Space wrap>
      <Button type="primary" href={UPGRADE_URL} {...newTab}>
        {UPGRADE_NOW_LABEL}
      </Button>
      <Button href={docs} {...newTab}>
        {LEARN_MORE_LABEL}
      </Button>
    </Space>
  ) : (
    <Typography.Link href={docs} {...newTab} strong>
      {READ_MORE_LABEL} <ExportOutlined aria-hidden />
    </Typography.Link>
  );

  return (
    <Card
      role="region"
      aria-label={teaser.header}
      data-teaser={teaser.id}
      data-layout={teaser.layout}
      style={vertical ? { maxWidth: 720, margin: '0 auto' } : undefined}
      styles={{ body: { padding: token.paddingXL } }}
    >
      <Flex
        vertical={vertical}
        align={vertical ? 'center' : 'flex-start'}
        gap={token.marginXL}
        style={{ textAlign: vertical ? 'center' : 'start' }}
      >
        <TeaserIllustration kind={teaser.illustration} label={`${teaser.serviceTitle} illustration`} />
        <Flex vertical gap={token.marginSM} align={vertical ? 'center' : 'flex-start'} style={{ minWidth: 0 }}>
          <Typography.Text type="secondary" style={{ textTransform: 'uppercase', fontSize: token.fontSizeSM }}>
            {status ?? `${teaser.serviceTitle} is not installed on this server`}
          </Typography.Text>
          <Typography.Title level={headingLevel} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
            {teaser.header}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 560, fontSize: token.fontSizeLG }}>
            {teaser.text}
          </Typography.Paragraph>
          <ul style={{ listStyle: 'none', padding: 0, margin: `${token.marginXS}px 0`, textAlign: 'start' }}>
            {teaser.points.map((point) => (
              <li key={point} style={{ display: 'flex', gap: token.marginXS, marginBottom: token.marginXXS }}>
                <CheckCircleFilled aria-hidden style={{ color: token.colorSuccess, marginTop: 4 }} />
                <Typography.Text>{point}</Typography.Text>
              </li>
            ))}
          </ul>
          {actions}
        </Flex>
      </Flex>
    </Card>
  );
}
