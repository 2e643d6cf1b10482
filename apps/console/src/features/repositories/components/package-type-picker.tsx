import { SearchOutlined } from '@ant-design/icons';
import { type RepositoryClass, unsupportedFeatureMessage } from '@arca/contract';
import { Button, Empty, Flex, Input, Tooltip, theme } from 'antd';
import { useState } from 'react';
import { PackageTypeIcon } from '../../../shared/package-types/package-type-icon.tsx';
import { useInstanceFacts } from '../../../shared/platform/instance-facts.ts';
import { creatablePackageTypes, kindText, matchesPackageType } from '../repository-catalogue.ts';

export interface PackageTypePickerProps {
  kind: RepositoryClass;
  /** The package type value chosen so far. */
  value: string | undefined;
  onPick: (value: string) => void;
}

/**
 * R12.01: the package types a repository of this kind can have, as a grid of toggle tiles, each with
 * its type's icon (packages-and-search.md §3); a
 * type this edition leaves out is shown disabled, saying so (R7.37).
 */
export function PackageTypePicker({ kind, value, onPick }: PackageTypePickerProps) {
  const { token } = theme.useToken();
  const [search, setSearch] = useState('');
  const { facts, license } = useInstanceFacts();
  const types = creatablePackageTypes(kind, facts);
  const shown = types.filter(({ type }) => matchesPackageType(type, search));
  return (
    <Flex vertical gap={token.margin}>
      <Input
        type="search"
        prefix={<SearchOutlined aria-hidden="true" />}
        aria-label="Search package types"
        placeholder="Search package types"
        allowClear
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ maxWidth: 360 }}
      />
      {shown.length === 0 ? (
        <Empty description="No package type matches the search" />
      ) : (
        <fieldset
          aria-label={`Package types of ${kindText(kind).toLowerCase()} repositories`}
          style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
        >
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
              gap: token.marginSM,
            }}
          >
            {shown.map(({ type, disabled }) => {
              const pressed = type.value === value;
              const button = (
                <Button
                  key={type.value}
                  aria-pressed={pressed}
                  disabled={disabled}
                  type={pressed ? 'primary' : 'default'}
                  ghost={pressed}
                  onClick={() => onPick(type.value)}
                  icon={<PackageTypeIcon icon={type.icon} style={{ fontSize: token.fontSizeHeading3 }} />}
                  style={{
                    height: token.controlHeightLG * 1.75,
                    fontSize: token.fontSizeLG,
                    justifyContent: 'flex-start',
                    paddingInline: token.padding,
                  }}
                >
                  {type.text}
                </Button>
              );
              return disabled ? (
                <Tooltip key={type.value} title={unsupportedFeatureMessage(type.text, license)}>
                  {/* A disabled button takes no pointer events; the wrapper carries the tooltip. */}
                  <span style={{ display: 'grid' }}>{button}</span>
                </Tooltip>
              ) : (
                button
              );
            })}
          </div>
        </fieldset>
      )}
    </Flex>
  );
}
