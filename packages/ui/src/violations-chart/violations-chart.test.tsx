import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleVersions } from './fixtures.ts';
import type { ViolationsChartOption } from './utils.ts';
import { ViolationsChart } from './violations-chart.tsx';

// jsdom has no canvas: replace the chart instance and check what the component asks of it.
const chart = vi.hoisted(() => ({
  setOption: vi.fn<(option: ViolationsChartOption) => void>(),
  resize: vi.fn(),
  dispose: vi.fn(),
  on: vi.fn<(event: string, handler: (params: { dataIndex: number }) => void) => void>(),
}));
vi.mock('echarts/core', async (importOriginal) => ({
  ...(await importOriginal<typeof import('echarts/core')>()),
  init: vi.fn(() => chart),
}));

let observed: (() => void) | undefined;
class FakeResizeObserver {
  constructor(callback: () => void) {
    observed = callback;
  }
  observe() {}
  disconnect() {}
}

function lastOption(): ViolationsChartOption {
  const option = chart.setOption.mock.lastCall?.[0];
  if (!option) throw new Error('setOption was not called');
  return option;
}

describe('ViolationsChart', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('R25.121 R25.122 draws the built option, with zoom and subchart for 12 versions', () => {
    render(<ViolationsChart rows={sampleVersions(12)} />);

    const option = lastOption();
    expect(option.dataZoom.map((zoom) => zoom.type)).toEqual(['inside', 'slider']);
    expect(option.series[0]).toMatchObject({ barWidth: '50%', barMaxWidth: 31, stack: 'violations' });
    expect(option.xAxis).toMatchObject({ data: expect.arrayContaining(['4.17.10', '4.17.21']) });
  });

  it('R25.121 has no zoom with 5 versions', () => {
    render(<ViolationsChart rows={sampleVersions(5)} />);
    expect(lastOption().dataZoom).toEqual([]);
  });

  it('R25.123 uses the critical/major/minor scale when asked', () => {
    render(<ViolationsChart rows={sampleVersions(3)} scale="critical-major-minor" />);
    expect(lastOption().series.map((series) => series.name)).toEqual(['Critical', 'Major', 'Minor', 'Unknown']);
    expect(screen.getByRole('columnheader', { name: 'Critical' })).toBeTruthy();
  });

  it('R25.119 lists each version with its totals in an accessible table', () => {
    render(<ViolationsChart rows={sampleVersions(3)} />);

    const region = screen.getByRole('region', { name: 'Violations per version' });
    const table = within(region).getByRole('table', { name: 'Violations per version' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    // 4.17.11: security 3+5+1+1, license 0+0+1+0.
    expect(rows[2]?.textContent).toBe(['4.17.11', 'npm-remote', '3', '5', '2', '1', '11', '6,511', 'scanned'].join(''));
    expect(rows[3]?.textContent).toContain('unscanned');
  });

  it('follows the container size, reports clicked versions and disposes on unmount', () => {
    const onVersionClick = vi.fn();
    const rows = sampleVersions(3);
    const { unmount } = render(<ViolationsChart rows={rows} onVersionClick={onVersionClick} />);

    observed?.();
    expect(chart.resize).toHaveBeenCalled();

    const [event, handler] = chart.on.mock.lastCall ?? [];
    expect(event).toBe('click');
    handler?.({ dataIndex: 1 });
    expect(onVersionClick).toHaveBeenCalledWith(rows[1]);

    unmount();
    expect(chart.dispose).toHaveBeenCalledOnce();
  });
});
