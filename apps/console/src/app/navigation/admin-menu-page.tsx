import { SearchOutlined } from '@ant-design/icons';
import { matchesText, PageHeader } from '@arca/ui';
import { Card, Col, Empty, Flex, Input, Row, Typography, theme } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useVisibilityContext } from '../../shared/visibility/visibility-context.ts';
import { DisabledEntry } from './disabled-entry.tsx';
import { Highlight } from './highlight.tsx';
import { type ResolvedMenuItem, resolveMenu } from './menu-model.ts';
import { administrationMenu } from './menus.tsx';

/** One card per admin area: a group with its entries, or an entry of its own. */
interface AdminArea {
  area: ResolvedMenuItem;
  entries: ResolvedMenuItem[];
}

/** The areas under the administration root, each with the entries the query matches (all of them when the area's name does). */
export function adminAreas(menu: readonly ResolvedMenuItem[], query: string): AdminArea[] {
  const areas = menu.flatMap((root) => root.children);
  return areas.flatMap((area) => {
    const entries = area.children.length > 0 ? area.children : [area];
    if (matchesText(area.item.title, query)) return [{ area, entries }];
    const matching = entries.filter((entry) => matchesText(entry.item.title, query));
    return matching.length > 0 ? [{ area, entries: matching }] : [];
  });
}

function EntryLink({ entry, query }: { entry: ResolvedMenuItem; query: string }) {
  const title = <Highlight text={entry.item.title} query={query} />;
  if (entry.outcome.kind === 'disabled') return <DisabledEntry reason={entry.outcome.reason}>{title}</DisabledEntry>;
  return entry.to ? <Link to={entry.to}>{title}</Link> : title;
}

/**
 * /admin/artifactory/list (R1.50): every administration area this administrator may open, grouped
 * as in the sidebar, with a search that narrows the cards and highlights what matches (R8.25).
 */
export function AdminMenuPage() {
  const { token } = theme.useToken();
  const [query, setQuery] = useState('');
  const menu = resolveMenu(administrationMenu, useVisibilityContext());
  const areas = adminAreas(menu, query);
  return (
    <>
      <PageHeader title="Administration" description="Every setting of this platform, by area." />
      <Input
        allowClear
        autoFocus
        prefix={<SearchOutlined />}
        placeholder="Search settings"
        aria-label="Search settings"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        style={{ maxWidth: 360, marginBottom: token.marginLG }}
      />
      {areas.length === 0 ? (
        <Empty description={`No settings match '${query.trim()}'`} />
      ) : (
        <Row gutter={[token.marginMD, token.marginMD]}>
          {areas.map(({ area, entries }) => (
            <Col key={area.item.key} xs={24} md={12} xl={8}>
              <Card
                size="small"
                title={
                  <Flex align="center" gap={token.marginXS}>
                    <span style={{ color: token.colorPrimary }}>{area.item.icon}</span>
                    <Highlight text={area.item.title} query={query} />
                  </Flex>
                }
                style={{ height: '100%' }}
              >
                {area.item.description ? (
                  <Typography.Paragraph type="secondary" style={{ marginBottom: token.marginSM }}>
                    {area.item.description}
                  </Typography.Paragraph>
                ) : null}
                <Flex vertical gap={token.marginXS} role="list" aria-label={area.item.title}>
                  {entries.map((entry) => (
                    <Typography.Text key={entry.item.key} role="listitem">
                      <EntryLink entry={entry} query={query} />
                    </Typography.Text>
                  ))}
                </Flex>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}
