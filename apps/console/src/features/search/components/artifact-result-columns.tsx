import { FileOutlined, FileZipOutlined } from '@ant-design/icons';
import type { DataTableColumn } from '@arca/ui';
import { Typography, theme } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import type { ArtifactSearchResult } from '../api/artifact-search.ts';

const folderOf = (result: ArtifactSearchResult) => result.path.split('/').slice(0, -1).join('/');

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true });

function ResultLink({ result }: { result: ArtifactSearchResult }) {
  const { token } = theme.useToken();
  const Icon = result.entry === undefined ? FileOutlined : FileZipOutlined;
  return (
    <Link to={paths.artifactTree('General', result.repoKey, result.path)}>
      <Icon aria-hidden style={{ marginInlineEnd: token.marginXS }} />
      {result.name}
    </Link>
  );
}

/**
 * What a search found: an archive search leads with the entry and names the archive holding it.
 * Long names and paths end in an ellipsis and show whole on hover.
 */
export function resultColumns(entries: boolean): readonly DataTableColumn<ArtifactSearchResult>[] {
  const entry: DataTableColumn<ArtifactSearchResult> = {
    key: 'entry',
    title: 'Entry',
    cellText: (result) => result.entry ?? '',
    render: (result) => <Typography.Text code>{result.entry}</Typography.Text>,
    compare: (a, b) => byText(a.entry ?? '', b.entry ?? ''),
  };
  return [
    ...(entries ? [entry] : []),
    {
      key: 'name',
      title: entries ? 'Archive' : 'Name',
      cellText: (result) => result.name,
      render: (result) => <ResultLink result={result} />,
      compare: (a, b) => byText(a.name, b.name),
    },
    {
      key: 'path',
      title: 'Path',
      cellText: (result) => folderOf(result) || '/',
      render: (result) => <Typography.Text type="secondary">{folderOf(result) || '/'}</Typography.Text>,
    },
    {
      key: 'repository',
      title: 'Repository',
      dataIndex: 'repoKey',
      width: 'large',
      compare: (a, b) => byText(a.repoKey, b.repoKey),
    },
  ];
}
