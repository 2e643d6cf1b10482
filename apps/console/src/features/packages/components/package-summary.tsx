import type { MetadataPackage } from '@arca/contract';
import { formatDateTime, formatNumber } from '@arca/ui';
import { Card, Descriptions, Space, Tag } from 'antd';
import { PackageTypeTag } from './package-type-tag.tsx';

const dash = '—';

export interface PackageSummaryProps {
  pkg: MetadataPackage;
  /** R10.41: licences are the scanner's findings, listed only where it is installed and licensed. */
  showLicenses: boolean;
}

function licensesOf(pkg: MetadataPackage) {
  const names = [...new Set((pkg.licenses ?? []).map((license) => license.name))];
  return names.length ? names.join(', ') : dash;
}

/** A package's facts (R10.40); vulnerability counts stay empty without a scanner. */
export function PackageSummary({ pkg, showLicenses }: PackageSummaryProps) {
  return (
    <Card size="small" aria-label="Package summary">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 4 }}
        items={[
          { key: 'type', label: 'Type', children: pkg.packageType ? <PackageTypeTag type={pkg.packageType} /> : dash },
          { key: 'latest', label: 'Latest version', children: pkg.latestVersion ?? dash },
          { key: 'versions', label: 'Versions', children: formatNumber(pkg.versionsCount) },
          { key: 'downloads', label: 'Downloads', children: formatNumber(pkg.stats.downloads) },
          { key: 'created', label: 'Created', children: pkg.created ? formatDateTime(pkg.created) : dash },
          { key: 'modified', label: 'Modified', children: pkg.modified ? formatDateTime(pkg.modified) : dash },
          {
            key: 'repos',
            label: 'Repositories',
            children: pkg.repos.length ? pkg.repos.map((repo) => repo.name).join(', ') : dash,
          },
          ...(showLicenses ? [{ key: 'licenses', label: 'Licenses', children: licensesOf(pkg) }] : []),
          {
            key: 'tags',
            label: 'Tags',
            children: pkg.tags.length ? (
              <Space size={[4, 4]} wrap>
                {pkg.tags.map((tag) => (
                  <Tag key={tag}>{tag}</Tag>
                ))}
              </Space>
            ) : (
              dash
            ),
          },
        ]}
      />
    </Card>
  );
}
