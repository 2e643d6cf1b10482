import type { MetadataOrderBy, MetadataOrderField } from '@arca/contract';
import { sortDirection } from '../../../shared/search/search-filters.ts';

/** The order the package list asks for: a field the server sorts by, and its direction. */
export interface PackageListOrder {
  field: MetadataOrderField;
  direction: 'asc' | 'desc';
}

/** R10.27: the package list's default order, name ascending. */
export const DEFAULT_PACKAGE_ORDER: PackageListOrder = { field: 'NAME', direction: 'asc' };

/** The `orderBy` a page of packages is asked in. */
export function packageOrderBy(order: PackageListOrder): MetadataOrderBy {
  return { field: order.field, direction: sortDirection(order.direction) };
}
