import { describe, expect, it } from 'vitest';
import { sampleVersions } from './fixtures.ts';
import type { VersionGraphRow } from './types.ts';
import {
  AXIS_LABEL_MAX_CHARS,
  BAR_MAX_WIDTH,
  BAR_WIDTH_RATIO,
  buildChartOption,
  formatAxisLabel,
  SEVERITY_SCALES,
  truncateAxisLabel,
  versionTotals,
} from './utils.ts';

const row: VersionGraphRow = {
  version: '2.7.18-SNAPSHOT-20240305',
  repoKey: 'libs-release',
  violations: {
    license: { critical: 1, minor: 2 },
    security: { critical: 3, major: 4, unknown: 5 },
  },
  downloads: 1284,
  status: 'scanned',
  details_url: '/ui/packages/maven/spring-boot-starter-web/2.7.18',
};

describe('violations chart utils', () => {
  it('R25.119 reads version, repoKey, license and security counts, downloads, status and details_url', () => {
    const totals = versionTotals(row, 'critical-major-minor');
    expect(totals.bySeverity).toMatchObject({ critical: 4, major: 4, minor: 2, unknown: 5 });
    expect(totals).toMatchObject({ security: 12, license: 3, total: 15 });
    expect(Object.keys(row).sort()).toEqual(
      ['details_url', 'downloads', 'repoKey', 'status', 'version', 'violations'].sort(),
    );
  });

  it('R25.120 R27.41 truncates axis labels at 15 characters', () => {
    expect(AXIS_LABEL_MAX_CHARS).toBe(15);
    expect(truncateAxisLabel('2.7.18-SNAPSHOT-20240305')).toBe('2.7.18-SNAPSHOT…');
    expect(truncateAxisLabel('123456789012345')).toBe('123456789012345');
    expect(buildChartOption([row], 'critical-major-minor').xAxis.axisLabel?.formatter).toBe(formatAxisLabel);
    expect(formatAxisLabel('2.7.18-SNAPSHOT-20240305')).toBe('2.7.18-SNAPSHOT…');
  });

  it('R25.121 enables zoom and an overview subchart only with more than 5 versions', () => {
    expect(buildChartOption(sampleVersions(5)).dataZoom).toEqual([]);
    const zoomed = buildChartOption(sampleVersions(6)).dataZoom;
    expect(zoomed.map((zoom) => zoom.type)).toEqual(['inside', 'slider']);
  });

  it('R25.122 R27.41 draws bars half the category wide, at most 31 px', () => {
    expect(BAR_WIDTH_RATIO).toBe(0.5);
    expect(BAR_MAX_WIDTH).toBe(31);
    for (const series of buildChartOption(sampleVersions(3)).series) {
      expect(series.barWidth).toBe('50%');
      expect(series.barMaxWidth).toBe(31);
    }
  });

  it('R25.123 stacks one series per severity of the chosen scale', () => {
    expect(SEVERITY_SCALES['high-medium-low']).toEqual(['high', 'medium', 'low', 'unknown']);
    expect(SEVERITY_SCALES['critical-major-minor']).toEqual(['critical', 'major', 'minor', 'unknown']);

    const option = buildChartOption([row], 'critical-major-minor');
    expect(option.series.map((series) => series.name)).toEqual(['Critical', 'Major', 'Minor', 'Unknown']);
    expect(new Set(option.series.map((series) => series.stack)).size).toBe(1);
    expect(option.series.map((series) => series.data)).toEqual([[4], [4], [2], [5]]);
    expect(buildChartOption([row]).series.map((series) => series.name)).toEqual(['High', 'Medium', 'Low', 'Unknown']);
  });

  it('R25.119 leaves unscanned versions without a bar', () => {
    const option = buildChartOption(sampleVersions(3));
    expect(option.xAxis).toMatchObject({ data: ['4.17.10', '4.17.11', '4.17.12'] });
    for (const series of option.series) expect(series.data?.[2]).toBeNull();
  });
});
