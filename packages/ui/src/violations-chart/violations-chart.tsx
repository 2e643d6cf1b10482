import { theme } from 'antd';
import { BarChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type EChartsType, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useRef } from 'react';
import type { ChartPalette, ViolationsChartProps } from './types.ts';
import { buildChartOption, DEFAULT_SEVERITY_SCALE } from './utils.ts';
import { ViolationsTable } from './violations-table.tsx';

use([BarChart, GridComponent, TooltipComponent, LegendComponent, DataZoomComponent, CanvasRenderer]);

/**
 * Violations per version as stacked bars, one segment per severity. The canvas is hidden from
 * assistive tech; a visually hidden table carries the same numbers. The chart follows the
 * container's size and is disposed with the component.
 */
export function ViolationsChart({
  rows,
  scale = DEFAULT_SEVERITY_SCALE,
  label = 'Violations per version',
  onVersionClick,
  height = 320,
}: ViolationsChartProps) {
  const { token } = theme.useToken();
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | undefined>(undefined);
  // The click handler is bound once; it reads the latest rows and callback from here.
  const latest = useRef({ rows, onVersionClick });
  latest.current = { rows, onVersionClick };

  const palette = useMemo<ChartPalette>(
    () => ({
      severity: {
        critical: token.colorError,
        high: token.colorError,
        major: token.orange,
        medium: token.orange,
        minor: token.colorWarning,
        low: token.colorWarning,
        unknown: token.colorTextQuaternary,
      },
      text: token.colorTextSecondary,
      axisLine: token.colorBorder,
      splitLine: token.colorBorderSecondary,
      tooltipBackground: token.colorBgElevated,
      tooltipBorder: token.colorBorderSecondary,
    }),
    [token],
  );
  const option = useMemo(() => buildChartOption(rows, scale, palette), [rows, scale, palette]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const instance = init(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
    instance.on('click', (event) => {
      const row = latest.current.rows[event.dataIndex];
      if (row) latest.current.onVersionClick?.(row);
    });
    const resize = () => instance.resize();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(resize);
    if (observer) observer.observe(element);
    else window.addEventListener('resize', resize);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', resize);
      instance.dispose();
      chart.current = undefined;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return (
    <section aria-label={label} style={{ position: 'relative' }}>
      <div ref={container} aria-hidden="true" style={{ width: '100%', height }} />
      <ViolationsTable rows={rows} scale={scale} caption={label} />
    </section>
  );
}
