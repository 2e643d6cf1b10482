/** One selectable value of a filter with how many items carry it (R25.035). */
export interface FilterRow {
  title: string;
  count: number;
}

/** One filter of the panel, e.g. Repository or Package Type. */
export interface FilterDefinition {
  /** Stable key used in the selection and in `onClear`. */
  key: string;
  /** Shown as the filter's heading and in its search placeholder 'Search for {title}'. */
  title: string;
  rows: readonly FilterRow[];
}

/** Selected row titles per filter key. A filter with nothing selected may be absent or empty. */
export type FilterSelection = Readonly<Record<string, readonly string[]>>;

export interface FilterPanelProps {
  filters: readonly FilterDefinition[];
  selection: FilterSelection;
  /** Every change of the selection, including 'Clear all'. */
  onSelectionChange: (next: FilterSelection) => void;
  /** Fired for a filter whose selection has just become empty (R25.036), also on 'Clear all'. */
  onClear?: (filterKey: string) => void;
}
