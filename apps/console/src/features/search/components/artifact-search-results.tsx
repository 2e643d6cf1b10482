import { FileOutlined, FileZipOutlined, SearchOutlined } from '@ant-design/icons';
import { PageHeader } from '@arca/ui';
import { Alert, Card, Empty, Flex, Table, type TableColumnsType, Tag, Typography, theme } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import type { SearchModel } from '../../../shared/search/search-model.ts';
import {
  type ArtifactSearchResult,
  artifactSearchRequest,
  artifactSearchTypeLabels,
  artifactSearchTypeOf,
  resultKey,
  useArtifactSearch,
} from '../api/artifact-search.ts';

const folderOf = (result: ArtifactSearchResult) => result.path.split('/').slice(0, -1).join('/');

/** How the page words what an archive search finds, and what the other searches find. */
const wording = {
  entries: { one: 'entry', many: 'entries', none: 'No archive entry matches this search' },
  uris: { one: 'artifact', many: 'artifacts', none: 'No artifact matches this search' },
} as const;

export interface ArtifactSearchResultsProps {
  /** The search to run, as the address describes it. */
  model: SearchModel;
  title: string;
  /** The toolbar category to choose for a search, named when there is none yet. */
  categoryLabel: string;
}

/** Runs an artifact search and lists what it finds, each result linked to the artifact tree. */
export function ArtifactSearchResults({ model, title, categoryLabel }: ArtifactSearchResultsProps) {
  const { token } = theme.useToken();
  const searchType = artifactSearchTypeOf(model);
  const search = useMemo(() => artifactSearchRequest(model), [model]);
  const results = useArtifactSearch(search);
  const rows = results.data ?? [];
  const words = wording[search?.answers ?? 'uris'];
  // An entry held by several archives is one row per archive, but one entry found.
  const found = search?.answers === 'entries' ? new Set(rows.map((row) => row.entry)).size : rows.length;
  const entryColumns: TableColumnsType<ArtifactSearchResult> =
    search?.answers === 'entries'
      ? [
          {
            title: 'Entry',
            dataIndex: 'entry',
            sorter: (a, b) => (a.entry ?? '').localeCompare(b.entry ?? ''),
            render: (entry: string) => (
              <Typography.Text code ellipsis={{ tooltip: entry }}>
                {entry}
              </Typography.Text>
            ),
          },
        ]
      : [];

  return (
    <>
      <PageHeader
        title={title}
        description={
          search ? (
            <Flex align="center" gap={token.marginXS} wrap component="span">
              <Tag style={{ marginInlineEnd: 0 }}>{artifactSearchTypeLabels[searchType]}</Tag>
              {Object.entries(search.query).map(([key, value]) => (
                <Typography.Text key={key} code>
                  {key}={value}
                </Typography.Text>
              ))}
              {results.isSuccess ? (
                <span data-testid="artifact-search-count">
                  {found === 1 ? `1 ${words.one} found` : `${found} ${words.many} found`}
                </span>
              ) : null}
            </Flex>
          ) : undefined
        }
      />
      {results.isError ? (
        <Alert type="error" showIcon title={results.error.message} style={{ marginBottom: token.margin }} />
      ) : null}
      <Card size="small">
        <Table<ArtifactSearchResult>
          size="small"
          rowKey={resultKey}
          aria-label="Artifact search results"
          loading={search !== undefined && results.isPending}
          dataSource={rows}
          pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={
                  search ? (
                    words.none
                  ) : (
                    <>
                      <SearchOutlined aria-hidden /> Choose {categoryLabel} in the search bar and type a name, e.g.{' '}
                      <Typography.Text code>*.jar</Typography.Text>
                    </>
                  )
                }
              />
            ),
          }}
          columns={[
            ...entryColumns,
            {
              title: search?.answers === 'entries' ? 'Archive' : 'Name',
              dataIndex: 'name',
              sorter: (a, b) => a.name.localeCompare(b.name),
              render: (name: string, result) => (
                <Link to={paths.artifactTree('General', result.repoKey, result.path)}>
                  {result.entry === undefined ? (
                    <FileOutlined aria-hidden style={{ marginInlineEnd: token.marginXS }} />
                  ) : (
                    <FileZipOutlined aria-hidden style={{ marginInlineEnd: token.marginXS }} />
                  )}
                  {name}
                </Link>
              ),
            },
            {
              title: 'Path',
              key: 'path',
              render: (_, result) => (
                <Typography.Text type="secondary" ellipsis={{ tooltip: result.path }}>
                  {folderOf(result) || '/'}
                </Typography.Text>
              ),
            },
            {
              title: 'Repository',
              dataIndex: 'repoKey',
              width: 240,
              sorter: (a, b) => a.repoKey.localeCompare(b.repoKey),
            },
          ]}
        />
      </Card>
    </>
  );
}
