import { BuildOutlined } from '@ant-design/icons';
import { type DataTableColumn, formatDateTime } from '@arca/ui';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import type { BuildRun, BuildSummary } from '../api/build-queries.ts';

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });
const byTime = (a: string, b: string) => Date.parse(a) - Date.parse(b);
/** Run numbers are text; CI servers mostly count, so 9 comes before 10. */
const byRunNumber = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true });

/** The list of builds: the most recently run first (the page's initial sort). */
export const buildColumns: readonly DataTableColumn<BuildSummary>[] = [
  {
    key: 'name',
    title: 'Build name',
    cellText: (build) => build.name,
    render: (build) => (
      <Link to={paths.build(build.name)}>
        <BuildOutlined aria-hidden style={{ marginInlineEnd: 8 }} />
        {build.name}
      </Link>
    ),
    compare: (a, b) => byText(a.name, b.name),
  },
  {
    key: 'lastStarted',
    title: 'Last build',
    width: 'large',
    render: (build) => formatDateTime(build.lastStarted),
    compare: (a, b) => byTime(a.lastStarted, b.lastStarted),
  },
];

/** The runs of one build, each leading to its build info. */
export function buildRunColumns(name: string): readonly DataTableColumn<BuildRun>[] {
  return [
    {
      key: 'number',
      title: 'Build number',
      cellText: (run) => run.number,
      render: (run) => <Link to={paths.buildRun(name, run.number)}>{run.number}</Link>,
      compare: (a, b) => byRunNumber(a.number, b.number),
    },
    {
      key: 'started',
      title: 'Started',
      width: 'large',
      render: (run) => formatDateTime(run.started),
      compare: (a, b) => byTime(a.started, b.started),
    },
  ];
}
