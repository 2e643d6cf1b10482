import type { BarSeriesOption } from 'echarts/charts';
import type {
  DataZoomComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { ChartPalette, Severity, SeverityScaleName, VersionGraphRow, VersionTotals } from './types.ts';

/** Axis labels are cut after this many characters (R25.120, R27.41). */
export const AXIS_LABEL_MAX_CHARS = 15;

/** Zoom and the overview subchart appear with more versions than this (R25.121). */
export const ZOOM_THRESHOLD = 5;

/** Bars take half of their category's width (R25.122, R27.41). */
export const BAR_WIDTH_RATIO = 0.5;

/** Bars are never wider than this, in px (R25.122, R27.41). */
export const BAR_MAX_WIDTH = 31;

/** The two severity scales, worst first (R25.123). */
export const SEVERITY_SCALES: Record<SeverityScaleName, readonly Severity[]> = {
  'high-medium-low': ['high', 'medium', 'low', 'unknown'],
  'critical-major-minor': ['critical', 'major', 'minor', 'unknown'],
};

export const DEFAULT_SEVERITY_SCALE: SeverityScaleName = 'high-medium-low';

/** Legend and table names of the severities. */
export const SEVERITY_LABELS: Record<Severity, string> = {
  critical: 'Critical',
  high: 'High',
  major: 'Major',
  medium: 'Medium',
  minor: 'Minor',
  low: 'Low',
  unknown: 'Unknown',
};

/** Colours for tests and for callers outside a themed tree; the component uses the theme's. */
export const DEFAULT_CHART_PALETTE: ChartPalette = {
  severity: {
    critical: '#ff4d4f',
    high: '#ff4d4f',
    major: '#fa8c16',
    medium: '#fa8c16',
    minor: '#faad14',
    low: '#faad14',
    unknown: '#bfbfbf',
  },
  text: 'rgba(0, 0, 0, 0.65)',
  axisLine: '#d9d9d9',
  splitLine: '#f0f0f0',
  tooltipBackground: '#ffffff',
  tooltipBorder: '#f0f0f0',
};

type ChartOption = ComposeOption<
  BarSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption | DataZoomComponentOption
>;
type AxisOption = Exclude<NonNullable<ChartOption['xAxis']>, readonly unknown[]>;

/**
 * The option buildChartOption returns: an ECharts option with each part in one known shape. A type
 * alias rather than an interface, so it stays assignable to setOption's index-signature type.
 */
export type ViolationsChartOption = {
  tooltip: TooltipComponentOption;
  legend: LegendComponentOption;
  grid: GridComponentOption;
  xAxis: AxisOption;
  yAxis: AxisOption;
  dataZoom: DataZoomComponentOption[];
  series: BarSeriesOption[];
};

/** '1.0.0-SNAPSHOT-20240305' → '1.0.0-SNAPSHOT-…' (R25.120); the tooltip keeps the full version. */
export function truncateAxisLabel(label: string, max: number = AXIS_LABEL_MAX_CHARS): string {
  return label.length > max ? `${label.slice(0, max)}…` : label;
}

/** The x axis's label formatter; ECharts passes the index second, so it must not reach `max`. */
export function formatAxisLabel(value: string): string {
  return truncateAxisLabel(value);
}

export function isZoomEnabled(versionCount: number): boolean {
  return versionCount > ZOOM_THRESHOLD;
}

export function isScanned(row: VersionGraphRow): boolean {
  return row.status !== 'unscanned';
}

/** License and security violations of one severity, added together. */
export function severityCount(row: VersionGraphRow, severity: Severity): number {
  return (row.violations.license[severity] ?? 0) + (row.violations.security[severity] ?? 0);
}

export function versionTotals(row: VersionGraphRow, scale: SeverityScaleName): VersionTotals {
  const severities = SEVERITY_SCALES[scale];
  const sum = (counts: VersionGraphRow['violations']['license']) =>
    severities.reduce((total, severity) => total + (counts[severity] ?? 0), 0);
  const bySeverity: Record<Severity, number> = {
    critical: 0,
    high: 0,
    major: 0,
    medium: 0,
    minor: 0,
    low: 0,
    unknown: 0,
  };
  for (const severity of severities) bySeverity[severity] = severityCount(row, severity);
  const security = sum(row.violations.security);
  const license = sum(row.violations.license);
  return { bySeverity, security, license, total: security + license };
}

/**
 * The ECharts option: one stacked bar per version with a segment per severity of the scale
 * (license and security added), half the category wide up to 31 px, labels cut at 15 characters,
 * and, with more than 5 versions, zoom by wheel or drag plus an overview slider underneath.
 * Unscanned versions get no bar.
 */
export function buildChartOption(
  rows: VersionGraphRow[],
  scale: SeverityScaleName = DEFAULT_SEVERITY_SCALE,
  palette: ChartPalette = DEFAULT_CHART_PALETTE,
): ViolationsChartOption {
  const severities = SEVERITY_SCALES[scale];
  const zoom = isZoomEnabled(rows.length);
  const textStyle = { color: palette.text };
  return {
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      backgroundColor: palette.tooltipBackground,
      borderColor: palette.tooltipBorder,
      textStyle,
    },
    legend: { top: 0, data: severities.map((severity) => SEVERITY_LABELS[severity]), textStyle },
    grid: { top: 40, left: 8, right: 16, bottom: zoom ? 64 : 16 },
    xAxis: {
      type: 'category',
      data: rows.map((row) => row.version),
      axisLabel: { color: palette.text, hideOverlap: true, formatter: formatAxisLabel },
      axisLine: { lineStyle: { color: palette.axisLine } },
    },
    yAxis: {
      type: 'value',
      minInterval: 1,
      axisLabel: { color: palette.text },
      splitLine: { lineStyle: { color: palette.splitLine } },
    },
    dataZoom: zoom
      ? [
          { type: 'inside', xAxisIndex: 0 },
          { type: 'slider', xAxisIndex: 0, height: 20, bottom: 8, textStyle },
        ]
      : [],
    series: severities.map((severity) => ({
      type: 'bar',
      name: SEVERITY_LABELS[severity],
      stack: 'violations',
      barWidth: `${BAR_WIDTH_RATIO * 100}%`,
      barMaxWidth: BAR_MAX_WIDTH,
      itemStyle: { color: palette.severity[severity] },
      emphasis: { focus: 'series' },
      data: rows.map((row) => (isScanned(row) ? severityCount(row, severity) : null)),
    })),
  };
}
