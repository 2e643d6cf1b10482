import type { ReactNode } from 'react';

/** A tag of a tags value; with a url it renders as a link. */
export interface DataListTag {
  label: string;
  url?: string;
}

/** What an item shows (R25.054): plain text, a URL shown as a link to itself, or tags. */
export type DataListValue =
  | { kind: 'text'; text: string }
  | { kind: 'url'; url: string }
  | { kind: 'tags'; tags: readonly DataListTag[] };

/** One label/value pair of a data list (R25.054). */
export interface DataListItem {
  label: string;
  value: DataListValue;
  /** Help text shown from an info icon next to the label. */
  tooltip?: string;
  /** Offers a copy button for a text or url value. */
  copy?: boolean;
  /** Leaves the item out. */
  isHidden?: boolean;
  /** Makes a text value a link to this address. */
  url?: string;
  /** Renders the value instead of the default rendering. */
  template?: (item: DataListItem) => ReactNode;
  /** Carried to the item's element as `data-cy` for end-to-end selectors. */
  dataCy?: string;
}

export interface DataListProps {
  items: readonly DataListItem[];
  /** Accessible name of the list. */
  'aria-label'?: string;
}

export interface DataListModalProps {
  open: boolean;
  /** The listed values, e.g. repository keys. */
  items: readonly string[];
  /** Plural name of what is listed, e.g. 'Repositories'. */
  column: string;
  /** Kind of the owning object, e.g. 'Permission'. */
  object: string;
  /** Name of the owning row, e.g. 'release-deployers'. */
  row: string;
  onClose: () => void;
}
