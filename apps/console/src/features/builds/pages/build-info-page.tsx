import { CodeSnippet, formatDateTime, PageHeader } from '@arca/ui';
import { Alert, Card, Descriptions, Skeleton, Tabs, Typography } from 'antd';
import { useParams } from 'react-router';
import { usePageTitle } from '../../../shared/routing/page-title.ts';
import { showsTeaser, TeaserSlot, teasers } from '../../../shared/teasers/index.ts';
import { useVisibilityContext } from '../../../shared/visibility/visibility-context.ts';
import { useBuildInfo } from '../api/build-queries.ts';
import { agentOf, durationOf, modulesOf, propertiesOf, vcsOf } from '../build-info-fields.ts';
import { BuildModules } from '../components/build-modules.tsx';
import { BuildProperties } from '../components/build-properties.tsx';

/**
 * The tab a scanner's results of the run would fill. Arca keeps no build scans, so the tab is there
 * only while the builds xray data teaser has something to say (R16.02).
 */
const SECURITY_TAB_LABEL = 'Security';

/** /builds/{name}/{number}: one run — when and how it ran, its modules, its properties, and the build info itself. */
export function BuildInfoPage() {
  const params = useParams();
  const name = params.name ?? '';
  const number = params.number ?? '';
  const build = useBuildInfo(name, number);
  usePageTitle(`${name} #${number}`, 'Builds');
  const info = build.data;
  const vcs = info ? vcsOf(info) : undefined;
  const teased = showsTeaser(teasers.buildsXrayData, useVisibilityContext());

  return (
    <>
      <PageHeader title={`${name} #${number}`} />
      {build.isError ? <Alert type="error" showIcon title={build.error.message} /> : null}
      {build.isPending ? <Skeleton active /> : null}
      {info ? (
        <>
          <Card size="small" style={{ marginBottom: 16 }}>
            <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} aria-label="Build summary">
              <Descriptions.Item label="Started">{formatDateTime(info.started)}</Descriptions.Item>
              <Descriptions.Item label="Duration">{durationOf(info) ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="Principal">
                {typeof info.principal === 'string' ? info.principal : '—'}
              </Descriptions.Item>
              <Descriptions.Item label="Agent">{agentOf(info.agent) ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="Build agent">{agentOf(info.buildAgent) ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="CI server">
                {typeof info.url === 'string' && /^https?:\/\//.test(info.url) ? (
                  <Typography.Link href={info.url} target="_blank" rel="noopener noreferrer">
                    {info.url}
                  </Typography.Link>
                ) : (
                  '—'
                )}
              </Descriptions.Item>
              <Descriptions.Item label="Revision">
                {vcs?.revision ? <Typography.Text code>{vcs.revision}</Typography.Text> : '—'}
              </Descriptions.Item>
              <Descriptions.Item label="Branch">{vcs?.branch ?? '—'}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Tabs
            items={[
              { key: 'modules', label: 'Modules', children: <BuildModules modules={modulesOf(info)} /> },
              {
                key: 'properties',
                label: 'Properties',
                children: <BuildProperties properties={propertiesOf(info)} />,
              },
              {
                key: 'json',
                label: 'Build info JSON',
                children: <CodeSnippet code={JSON.stringify(info, null, 2)} language="json" title="Build info JSON" />,
              },
              ...(teased
                ? [{ key: 'security', label: SECURITY_TAB_LABEL, children: <TeaserSlot id="buildsXrayData" /> }]
                : []),
            ]}
          />
        </>
      ) : null}
    </>
  );
}
