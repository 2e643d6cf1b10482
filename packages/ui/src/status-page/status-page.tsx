import { Result } from 'antd';
import type { CSSProperties } from 'react';
import { StatusIcon } from './status-icon.tsx';
import type { StatusPageProps } from './types.ts';

/** Result draws its own title style; the h1 inside only gives the page its heading for assistive tech. */
const headingReset: CSSProperties = { font: 'inherit', color: 'inherit', margin: 0 };

/**
 * A full-page status message (404, 403, 500) with one way onward. Result is given a neutral
 * status so it shows our icon rather than its exception illustration; the real status is kept in
 * `data-status`.
 */
export function StatusPage({ status, title, subtitle, action, testId }: StatusPageProps) {
  return (
    <Result
      status="info"
      icon={<StatusIcon status={status} />}
      title={<h1 style={headingReset}>{title}</h1>}
      subTitle={subtitle}
      extra={action}
      data-status={status}
      {...(testId ? { 'data-testid': testId } : {})}
    />
  );
}
