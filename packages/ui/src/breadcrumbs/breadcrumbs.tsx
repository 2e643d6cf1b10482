import { Breadcrumb, Button } from 'antd';
import type { BreadcrumbItem, BreadcrumbsProps } from './types.ts';
import { BREADCRUMB_LABEL, isCurrentPage } from './utils.ts';

function crumbTitle(item: BreadcrumbItem, current: boolean) {
  if (current) return <span aria-current="page">{item.label}</span>;
  if (item.href !== undefined) return <a href={item.href}>{item.label}</a>;
  if (item.onClick) {
    // antd renders an onClick crumb as a span, which a keyboard cannot reach; a link-styled button can.
    return (
      <Button type="link" size="small" onClick={item.onClick} style={{ padding: 0, height: 'auto' }}>
        {item.label}
      </Button>
    );
  }
  return <span>{item.label}</span>;
}

/** The trail from the console's root to the current page, inside a nav landmark named 'Breadcrumb'. */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  return (
    <Breadcrumb
      aria-label={BREADCRUMB_LABEL}
      items={items.map((item, index) => ({
        key: `${index}-${item.label}`,
        title: crumbTitle(item, isCurrentPage(index, items.length)),
      }))}
    />
  );
}
