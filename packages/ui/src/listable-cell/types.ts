export interface ListableCellProps {
  items: readonly string[];
  /** The column's header, e.g. 'Repositories'; titles the dialog as '{count} {header}'. */
  columnTitle: string;
}
