import { DownloadOutlined } from '@ant-design/icons';
import {
  type ArtifactTreeNode,
  artifactPaths,
  isFolderInfo,
  type StorageFileInfo,
  type StorageInfo,
  type StorageStats,
} from '@arca/contract';
import { DataList, type DataListItem, formatNumber } from '@arca/ui';
import { Button, Flex, Skeleton, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useStorageStats } from '../api/storage-queries.ts';
import { formatDateTime, formatSize } from '../artifact-format.ts';
import { type ArtifactKind, type ArtifactLocation, nameOf } from '../artifact-location.ts';

export interface GeneralTabProps {
  location: ArtifactLocation;
  kind: ArtifactKind;
  info: StorageInfo;
  /** The repository's own entry of the tree, for its type. */
  repository: ArtifactTreeNode | undefined;
}

const text = (label: string, value: string, extra: Partial<DataListItem> = {}): DataListItem => ({
  label,
  value: { kind: 'text', text: value === '' ? '—' : value },
  ...extra,
});

interface SectionProps {
  title: string;
  /** Spans the whole width of the grid. */
  wide?: boolean;
  extra?: ReactNode;
  children: ReactNode;
}

/** One titled panel of the tab; panels sit side by side where the pane is wide enough. */
function Section({ title, wide = false, extra, children }: SectionProps) {
  const { token } = theme.useToken();
  return (
    <section
      aria-label={title}
      style={{
        gridColumn: wide ? '1 / -1' : undefined,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        overflow: 'hidden',
      }}
    >
      <Flex
        justify="space-between"
        align="center"
        style={{
          minHeight: 40,
          padding: `${token.paddingXXS}px ${token.padding}px`,
          background: token.colorFillQuaternary,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Typography.Title level={3} style={{ fontSize: token.fontSize, margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      <div style={{ padding: `${token.paddingSM}px ${token.padding}px` }}>{children}</div>
    </section>
  );
}

function SectionGrid({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(340px, 1fr))', gap: token.margin }}>
      {children}
    </div>
  );
}

function lastDownloaded(stats: StorageStats | undefined): string {
  if (stats === undefined || stats.lastDownloaded === 0) return 'Never';
  const when = formatDateTime(stats.lastDownloaded);
  return stats.lastDownloadedBy ? `${when} by ${stats.lastDownloadedBy}` : when;
}

/** Checksums are compared by eye and pasted into scripts: fixed width, each with its own copy. */
function checksumItem(label: string, value: string): DataListItem {
  return text(label, value, {
    copy: value !== '',
    template: () => (
      <Typography.Text code style={{ wordBreak: 'break-all' }}>
        {value}
      </Typography.Text>
    ),
  });
}

function FileGeneral({ location, info }: { location: ArtifactLocation; info: StorageFileInfo }) {
  const stats = useStorageStats(location, true);
  const details: DataListItem[] = [
    text('Name', nameOf(location)),
    text('Repository', location.repoKey),
    text('Path', location.path, { copy: true }),
    text('Size', formatSize(info.size)),
    text('MIME type', info.mimeType),
  ];
  const activity: DataListItem[] = [
    text('Created', formatDateTime(info.created)),
    text('Created by', info.createdBy),
    text('Last modified', formatDateTime(info.lastModified)),
    text('Modified by', info.modifiedBy),
    text('Downloads', stats.data ? formatNumber(stats.data.downloadCount) : stats.isPending ? '…' : '—'),
    text('Last downloaded', stats.isPending ? '…' : lastDownloaded(stats.data)),
  ];
  return (
    <SectionGrid>
      <Section
        title="Details"
        extra={
          <Button
            type="primary"
            size="small"
            icon={<DownloadOutlined />}
            href={artifactPaths.artifact(location.repoKey, location.path)}
            download={nameOf(location)}
          >
            Download
          </Button>
        }
      >
        <DataList aria-label="Details" items={details} />
      </Section>
      <Section title="Activity">
        <DataList aria-label="Activity" items={activity} />
      </Section>
      <Section title="Checksums" wide>
        <DataList
          aria-label="Checksums"
          items={[
            checksumItem('SHA-256', info.checksums.sha256),
            checksumItem('SHA-1', info.checksums.sha1),
            checksumItem('MD5', info.checksums.md5),
          ]}
        />
      </Section>
    </SectionGrid>
  );
}

/** What the General tab shows: a file's details, checksums and download, or a folder's or repository's. */
export function GeneralTab({ location, kind, info, repository }: GeneralTabProps) {
  if (!isFolderInfo(info)) return <FileGeneral location={location} info={info} />;
  const details: DataListItem[] = [
    text('Name', nameOf(location)),
    text('Repository', location.repoKey, { isHidden: kind === 'repository' }),
    text('Package type', repository?.packageType ?? '', { isHidden: kind !== 'repository' }),
    text('Repository type', (repository?.repoType ?? '').toLowerCase(), { isHidden: kind !== 'repository' }),
    text('Path', `/${location.path}`, { copy: true }),
    text('Items', formatNumber(info.children.length)),
  ];
  const activity: DataListItem[] = [
    text('Created', formatDateTime(info.created)),
    text('Created by', info.createdBy),
    text('Last modified', formatDateTime(info.lastModified)),
    text('Modified by', info.modifiedBy),
  ];
  return (
    <SectionGrid>
      <Section title="Details">
        <DataList aria-label="Details" items={details} />
      </Section>
      <Section title="Activity">
        <DataList aria-label="Activity" items={activity} />
      </Section>
    </SectionGrid>
  );
}

/** Stands in while the details load. */
export function GeneralTabSkeleton() {
  return <Skeleton active paragraph={{ rows: 6 }} />;
}
