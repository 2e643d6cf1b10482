/** A crumb is a link, a button-like action, or plain text; the last one is always the current page. */
export type BreadcrumbItem =
  | { label: string; href: string; onClick?: never }
  | { label: string; onClick: () => void; href?: never }
  | { label: string; href?: never; onClick?: never };

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
}
