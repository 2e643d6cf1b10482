/**
 * The slice of the pipelines service's HTTP API the console reads (`/pipe/api/v1/...`). The
 * service is not part of Arca; these shapes follow JFrog Pipelines' public REST API (pipelines and
 * runs as flat records joined by `pipelineId`), with the run status given by name rather than by
 * numeric status code, and the caller's favourite flag carried on each pipeline.
 */

export const PIPE_API = '/pipe/api/v1';

export const pipelinesPaths = {
  /** GET, a list of PipelineRecord; query `limit`, `sortBy`, `sortOrder`. */
  pipelines: `${PIPE_API}/pipelines`,
  /** GET, a list of RunRecord, newest first with `sortBy=createdAt&sortOrder=-1`; query `limit`. */
  runs: `${PIPE_API}/runs`,
  /** PUT marks the pipeline a favourite of the caller, DELETE unmarks it; both answer 204. */
  favorite: (pipelineId: number) => `${PIPE_API}/pipelines/${pipelineId}/favorite`,
};

export interface PipelineRecord {
  id: number;
  name: string;
  /** The project the pipeline belongs to; the dashboards are addressed by it. */
  projectName: string;
  pipelineSourceBranch: string;
  /** Absent until the pipeline has run. */
  latestRunId?: number;
  isFavorite: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface RunRecord {
  id: number;
  pipelineId: number;
  runNumber: number;
  /** One of the run statuses (admin-and-widgets.md §3), e.g. success, failure, processing. */
  status: string;
  pipelineSourceBranch: string;
  createdAt: string;
  startedAt?: string;
  endedAt?: string;
  triggeredBy?: string;
}

/** How many runs the runs tab asks for. */
export const RUNS_LIMIT = 50;

export const runsQuery = { limit: RUNS_LIMIT, sortBy: 'createdAt', sortOrder: -1 } as const;

/** shell.md §8 (Messages): R18.06–R18.11. */
export const pipelinesMessages = {
  noRuns: 'No Runs to display',
  noPipelines: 'No pipelines to display',
  pipelinesFailed: 'Getting pipelines failed with error:',
  runsFailed: 'Getting runs failed with error:',
  favoriteAdded: 'Successfully added this pipeline to your Favorites list',
  favoriteRemoved: 'Successfully removed the pipeline from your Favorites list',
} as const;

/** R18.02 (R27.05): the pipelines page refreshes every 10 s. */
export const PIPELINES_REFRESH_MS = 10_000;

/** R18.03 (R27.06), O20: no two refreshes of the page start closer together than this. */
export const PIPELINES_THROTTLE_MS = 5000;

/** R18.05: the main tabs. */
export const pipelinesMainTabs = ['viewPipelines', 'viewRuns'] as const;
export type PipelinesMainTab = (typeof pipelinesMainTabs)[number];

/** R18.04: how the pipelines are shown. */
export const pipelinesViews = ['Graph', 'List'] as const;
export type PipelinesView = (typeof pipelinesViews)[number];
