import type { Params } from 'react-router';
import { usePackage } from '../api/package-queries.ts';

/** The package's breadcrumb: its name once known (the page's own query, so no second call), else 'Package'. */
export function PackageCrumb({ params }: { params: Params }) {
  const pkg = usePackage(params.packageId ?? '');
  return <>{pkg.data?.name || 'Package'}</>;
}
