import { Flex, Segmented, Typography } from 'antd';
import { useState } from 'react';
import type { DemoEntry } from '../demo/types.ts';
import type { SeverityScaleName, VersionGraphRow } from './types.ts';
import { ViolationsChart } from './violations-chart.tsx';

const versions = [
  '2.7.18',
  '3.0.13',
  '3.1.12',
  '3.2.5',
  '3.2.6-SNAPSHOT-20240305',
  '3.3.0-M1',
  '3.3.0',
  '3.3.1',
  '3.3.2',
  '3.3.3',
  '3.4.0-RC1',
  '3.4.0',
];

function rowsFor(scale: SeverityScaleName): VersionGraphRow[] {
  const [worst, bad, mild] =
    scale === 'high-medium-low' ? (['high', 'medium', 'low'] as const) : (['critical', 'major', 'minor'] as const);
  return versions.map((version, index) => {
    const age = versions.length - index;
    return {
      version,
      repoKey: 'libs-release',
      violations: {
        security: {
          [worst]: Math.floor(age / 3),
          [bad]: (age * 3) % 7,
          [mild]: age % 5,
          unknown: index % 3 === 0 ? 1 : 0,
        },
        license: { [worst]: index < 2 ? 1 : 0, [mild]: index % 4 === 1 ? 2 : 0 },
      },
      downloads: 150_000 + index * 48_211,
      status: version === '3.4.0-RC1' ? 'unscanned' : 'scanned',
      details_url: `/ui/packages/maven/org.springframework.boot:spring-boot-starter-web/${version}`,
    };
  });
}

function ViolationsChartExample() {
  const [scale, setScale] = useState<SeverityScaleName>('high-medium-low');
  const [clicked, setClicked] = useState<VersionGraphRow | undefined>(undefined);
  return (
    <Flex vertical gap={8}>
      <Segmented<SeverityScaleName>
        aria-label="Severity scale"
        value={scale}
        onChange={setScale}
        options={[
          { label: 'High / Medium / Low', value: 'high-medium-low' },
          { label: 'Critical / Major / Minor', value: 'critical-major-minor' },
        ]}
      />
      <ViolationsChart
        rows={rowsFor(scale)}
        scale={scale}
        label="Violations per version of spring-boot-starter-web"
        onVersionClick={setClicked}
      />
      <Typography.Text type="secondary">
        {clicked ? `Clicked ${clicked.version}: ${clicked.details_url}` : 'Click a bar to pick a version.'}
      </Typography.Text>
    </Flex>
  );
}

export const violationsChartDemo: DemoEntry = {
  id: 'violations-chart',
  title: 'Violations per version',
  description:
    'Twelve versions of spring-boot-starter-web as stacked bars per severity; with more than five versions the chart zooms and shows an overview slider.',
  Component: ViolationsChartExample,
};
