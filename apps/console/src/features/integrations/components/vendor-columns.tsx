import { type GitIntegration, integrationProductNames } from '@arca/contract';
import type { DataTableColumn } from '@arca/ui';
import { formatDateTime } from '@arca/ui';
import { Button, Typography } from 'antd';

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

const productText = (row: GitIntegration) => row.products.map((product) => integrationProductNames[product]).join(', ');

/** R14.20: Integration Name, URL, Product, Created On; a row without products offers 'Select a Product' (R14.26). */
export function vendorColumns(onSelectProduct: (row: GitIntegration) => void): DataTableColumn<GitIntegration>[] {
  return [
    {
      key: 'integrationName',
      title: 'Integration Name',
      width: 'large',
      render: (row) => row.integrationName,
      compare: (a, b) => byText(a.integrationName, b.integrationName),
    },
    {
      key: 'url',
      title: 'URL',
      width: 'x-large',
      render: (row) => (
        <Typography.Text code ellipsis={{ tooltip: row.url }} style={{ maxWidth: '100%' }}>
          {row.url}
        </Typography.Text>
      ),
      compare: (a, b) => byText(a.url, b.url),
    },
    {
      key: 'product',
      title: 'Product',
      width: 'medium',
      render: (row) =>
        row.products.length > 0 ? (
          productText(row)
        ) : (
          <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={() => onSelectProduct(row)}>
            Select a Product
          </Button>
        ),
      compare: (a, b) => byText(productText(a), productText(b)),
    },
    {
      key: 'createdOn',
      title: 'Created On',
      width: 'medium',
      render: (row) => formatDateTime(row.createdOn),
      compare: (a, b) => a.createdOn - b.createdOn,
    },
  ];
}

/** O50: the quick filter matches the name, the URL and the product names. */
export function matchesIntegrationSearch(row: GitIntegration, search: string): boolean {
  return [row.integrationName, row.url, productText(row)].some((text) => text.toLowerCase().includes(search));
}
