import { InfoCircleOutlined } from '@ant-design/icons';
import { Tag, Tooltip, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { CopyButton, useCopyToClipboard } from '../code-snippet/index.ts';
import type { DataListItem, DataListProps } from './types.ts';
import { copyText, dataListGridStyle, dataListTagsStyle, visibleItems } from './utils.ts';

function renderValue(item: DataListItem): ReactNode {
  if (item.template) return item.template(item);
  const { value } = item;
  if (value.kind === 'tags') {
    return (
      <span style={dataListTagsStyle()}>
        {value.tags.map((tag) => (
          <Tag key={`${tag.label}-${tag.url ?? ''}`} style={{ marginInlineEnd: 0 }}>
            {tag.url ? <a href={tag.url}>{tag.label}</a> : tag.label}
          </Tag>
        ))}
      </span>
    );
  }
  if (value.kind === 'url') {
    // The value is an address of its own, usually outside the console, so it opens in a new tab.
    return (
      <Typography.Link href={value.url} target="_blank" rel="noopener noreferrer">
        {value.url}
      </Typography.Link>
    );
  }
  if (item.url) {
    return <Typography.Link href={item.url}>{value.text}</Typography.Link>;
  }
  return <Typography.Text>{value.text}</Typography.Text>;
}

/** The copy control of one value, the same as every other copy in the console (R25.107–R25.109). */
function ValueCopy({ text }: { text: string }) {
  const { copy, status } = useCopyToClipboard();
  return <CopyButton status={status} onCopy={() => void copy(text)} />;
}

/** A list of label/value pairs, e.g. a package's details (R25.054, R25.059). */
export function DataList({ items, 'aria-label': ariaLabel }: DataListProps) {
  const { token } = theme.useToken();
  return (
    <dl aria-label={ariaLabel} style={dataListGridStyle()}>
      {visibleItems(items).map((item) => (
        // `display: contents` lets each label/value pair take part in the list's grid directly.
        <div key={item.label} data-cy={item.dataCy} style={{ display: 'contents' }}>
          <dt
            style={{
              color: token.colorTextSecondary,
              display: 'inline-flex',
              alignItems: 'center',
              gap: token.marginXXS,
              whiteSpace: 'nowrap',
            }}
          >
            {item.label}
            {item.tooltip && (
              <Tooltip title={item.tooltip} trigger={['hover', 'focus']}>
                <InfoCircleOutlined tabIndex={0} aria-label={item.tooltip} style={{ color: token.colorTextTertiary }} />
              </Tooltip>
            )}
          </dt>
          <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
            {renderValue(item)}
            {item.copy && copyText(item) !== undefined && <ValueCopy text={copyText(item) ?? ''} />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
