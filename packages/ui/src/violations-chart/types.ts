/** The two severity scales a chart can use (R25.123). */
export type SeverityScaleName = 'high-medium-low' | 'critical-major-minor';

export type HighScaleSeverity = 'high' | 'medium' | 'low' | 'unknown';
export type CriticalScaleSeverity = 'critical' | 'major' | 'minor' | 'unknown';
export type Severity = HighScaleSeverity | CriticalScaleSeverity;

/** Violation counts keyed by severity; a missing severity counts as 0. */
export type ViolationCounts = Partial<Record<Severity, number>>;

/** Scan state of a version; 'unscanned' versions have no counts to show. */
export type VersionScanStatus = 'scanned' | 'unscanned' | (string & {});

/** One version in the chart (R25.119). */
export interface VersionGraphRow {
  version: string;
  repoKey: string;
  violations: { license: ViolationCounts; security: ViolationCounts };
  downloads: number;
  status: VersionScanStatus;
  details_url: string;
}

/** Colours the chart draws with; taken from the theme so both themes read well. */
export interface ChartPalette {
  severity: Record<Severity, string>;
  text: string;
  axisLine: string;
  splitLine: string;
  tooltipBackground: string;
  tooltipBorder: string;
}

export interface ViolationsChartProps {
  rows: VersionGraphRow[];
  /** Which severity names the data uses; 'high-medium-low' by default (R25.123). */
  scale?: SeverityScaleName;
  /** Names the chart and its data table; 'Violations per version' by default. */
  label?: string;
  /** Called when a version's bar is clicked, e.g. to open its details_url. */
  onVersionClick?: (row: VersionGraphRow) => void;
  /** Chart height in px. */
  height?: number;
}

/** A version's totals, for the accessible table. */
export interface VersionTotals {
  bySeverity: Record<Severity, number>;
  security: number;
  license: number;
  total: number;
}
