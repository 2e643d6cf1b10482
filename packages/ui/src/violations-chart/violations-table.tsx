import { visuallyHidden } from '../a11y/index.ts';
import { formatNumber } from '../format/index.ts';
import type { SeverityScaleName, VersionGraphRow } from './types.ts';
import { isScanned, SEVERITY_LABELS, SEVERITY_SCALES, versionTotals } from './utils.ts';

export interface ViolationsTableProps {
  rows: VersionGraphRow[];
  scale: SeverityScaleName;
  caption: string;
}

/** The chart as a table: versions with their counts per severity, totals, downloads and status. */
export function ViolationsTable({ rows, scale, caption }: ViolationsTableProps) {
  const severities = SEVERITY_SCALES[scale];
  return (
    <table style={visuallyHidden}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Version</th>
          <th scope="col">Repository</th>
          {severities.map((severity) => (
            <th key={severity} scope="col">
              {SEVERITY_LABELS[severity]}
            </th>
          ))}
          <th scope="col">Total</th>
          <th scope="col">Downloads</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const scanned = isScanned(row);
          const totals = versionTotals(row, scale);
          return (
            <tr key={`${row.repoKey}/${row.version}`}>
              <th scope="row">{row.version}</th>
              <td>{row.repoKey}</td>
              {severities.map((severity) => (
                <td key={severity}>{scanned ? formatNumber(totals.bySeverity[severity]) : ''}</td>
              ))}
              <td>{scanned ? formatNumber(totals.total) : ''}</td>
              <td>{formatNumber(row.downloads)}</td>
              <td>{row.status}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
