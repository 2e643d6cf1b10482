export type {
  ChartPalette,
  CriticalScaleSeverity,
  HighScaleSeverity,
  Severity,
  SeverityScaleName,
  VersionGraphRow,
  VersionScanStatus,
  VersionTotals,
  ViolationCounts,
  ViolationsChartProps,
} from './types.ts';
export {
  AXIS_LABEL_MAX_CHARS,
  BAR_MAX_WIDTH,
  BAR_WIDTH_RATIO,
  buildChartOption,
  DEFAULT_CHART_PALETTE,
  DEFAULT_SEVERITY_SCALE,
  formatAxisLabel,
  isZoomEnabled,
  SEVERITY_LABELS,
  SEVERITY_SCALES,
  severityCount,
  truncateAxisLabel,
  type ViolationsChartOption,
  versionTotals,
  ZOOM_THRESHOLD,
} from './utils.ts';
export { ViolationsChart } from './violations-chart.tsx';
export { ViolationsTable, type ViolationsTableProps } from './violations-table.tsx';
