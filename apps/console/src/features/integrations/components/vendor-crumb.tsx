import { gitVendorByName } from '@arca/contract';
import type { Params } from 'react-router';

/** The vendor table's breadcrumb: the vendor's display name rather than its route name. */
export function VendorCrumb({ params }: { params: Params }) {
  const name = params.vendorName ?? '';
  return <>{gitVendorByName(name)?.displayName ?? name}</>;
}
