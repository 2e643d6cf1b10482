import { SearchOutlined } from '@ant-design/icons';
import { DataTable, PageHeader } from '@arca/ui';
import { Alert, Empty, Flex, Tag, Typography, theme } from 'antd';
import { useMemo } from 'react';
import type { SearchModel } from '../../../shared/search/search-model.ts';
import { useClientTable } from '../../../shared/tables/use-client-table.ts';
import {
  type ArtifactSearchResult,
  artifactSearchRequest,
  artifactSearchTypeLabels,
  artifactSearchTypeOf,
  resultKey,
  useArtifactSearch,
} from '../api/artifact-search.ts';
import { resultColumns } from './artifact-result-columns.tsx';

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
  const columns = useMemo(() => resultColumns(search?.answers === 'entries'), [search?.answers]);
  const table = useClientTable();

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
      <DataTable<ArtifactSearchResult>
        label="Artifact search results"
        rowKey={resultKey}
        rows={rows}
        columns={columns}
        loading={search !== undefined && results.isPending}
        sorting={table.sorting}
        pagination={table.pagination}
        emptyContent={
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
        }
      />
    </>
  );
}
