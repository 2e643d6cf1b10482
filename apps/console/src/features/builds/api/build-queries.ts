import { buildRoutes, lastUriSegment } from '@arca/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';

const buildKeys = {
  all: ['builds'] as const,
  list: () => [...buildKeys.all, 'list'] as const,
  runs: (name: string) => [...buildKeys.all, 'runs', name] as const,
  info: (name: string, number: string) => [...buildKeys.all, 'info', name, number] as const,
};

export interface BuildSummary {
  name: string;
  lastStarted: string;
}

export interface BuildRun {
  number: string;
  started: string;
}

/** `GET /api/build`: every build the caller may read, with its latest start. */
export function useBuilds() {
  return useQuery({
    queryKey: buildKeys.list(),
    queryFn: async (): Promise<BuildSummary[]> =>
      (await call(buildRoutes.list)).builds.map((build) => ({
        name: lastUriSegment(build.uri),
        lastStarted: build.lastStarted,
      })),
  });
}

/** `GET /api/build/{name}`: the runs of one build, newest first as the server lists them. */
export function useBuildRuns(name: string) {
  return useQuery({
    queryKey: buildKeys.runs(name),
    queryFn: async (): Promise<BuildRun[]> =>
      (await call(buildRoutes.runs, { params: { name } })).buildsNumbers.map((run) => ({
        number: lastUriSegment(run.uri),
        started: run.started,
      })),
  });
}

/** `GET /api/build/{name}/{number}`: one run's build info as the CI server published it. */
export function useBuildInfo(name: string, number: string) {
  return useQuery({
    queryKey: buildKeys.info(name, number),
    queryFn: async () => (await call(buildRoutes.get, { params: { name, number } })).buildInfo,
  });
}
