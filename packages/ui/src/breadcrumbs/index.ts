export { Breadcrumbs } from './breadcrumbs.tsx';
export type { BreadcrumbItem, BreadcrumbsProps } from './types.ts';
