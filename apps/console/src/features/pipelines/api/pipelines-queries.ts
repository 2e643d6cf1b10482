import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';
import { type PipelineRecord, pipelinesPaths, type RunRecord, runsQuery } from './pipelines-contract.ts';

export const pipelinesKeys = {
  all: ['pipelines-service'] as const,
  pipelines: () => [...pipelinesKeys.all, 'pipelines'] as const,
  runs: () => [...pipelinesKeys.all, 'runs'] as const,
};

// The page polls, so a failure is reported once, inline, by the page itself (R18.08, R18.09)
// rather than as a notification on every tick; the page's own timer is the only refetch.
const polled = { priority: 'low' } as const;
const pageOwnsRefresh = { refetchOnWindowFocus: false, refetchOnReconnect: false } as const;

/**
 * The pipelines route's handler wait (shell.md §9, R27.07; docs/decisions.md O20): a read the
 * pipelines service has not answered in 3 minutes is given up, so the page says the read failed
 * instead of waiting on a service that stopped answering.
 */
export const PIPELINES_ROUTE_WAIT_MS = 3 * 60_000;
export const PIPELINES_NO_ANSWER_MESSAGE = 'the pipelines service did not answer within 3 minutes';

async function readWithinRouteWait<T>(
  path: string,
  signal: AbortSignal,
  query?: Record<string, string | number | boolean>,
): Promise<T> {
  const wait = AbortSignal.timeout(PIPELINES_ROUTE_WAIT_MS);
  try {
    return await request<T>(path, { ...polled, ...(query ? { query } : {}), signal: AbortSignal.any([signal, wait]) });
  } catch (error) {
    if (wait.aborted && !signal.aborted) throw new Error(PIPELINES_NO_ANSWER_MESSAGE);
    throw error;
  }
}

export function usePipelines() {
  return useQuery({
    queryKey: pipelinesKeys.pipelines(),
    queryFn: ({ signal }) => readWithinRouteWait<PipelineRecord[]>(pipelinesPaths.pipelines, signal),
    ...pageOwnsRefresh,
  });
}

export function useRuns() {
  return useQuery({
    queryKey: pipelinesKeys.runs(),
    queryFn: ({ signal }) => readWithinRouteWait<RunRecord[]>(pipelinesPaths.runs, signal, runsQuery),
    ...pageOwnsRefresh,
  });
}

/** R18.10, R18.11: marks or unmarks a favourite, and flips the flag in the list without a refetch. */
export function useFavoriteToggle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ pipeline, favorite }: { pipeline: PipelineRecord; favorite: boolean }) =>
      request<void>(pipelinesPaths.favorite(pipeline.id), { method: favorite ? 'PUT' : 'DELETE' }),
    onSuccess: (_, { pipeline, favorite }) =>
      client.setQueryData<PipelineRecord[]>(pipelinesKeys.pipelines(), (list) =>
        list?.map((each) => (each.id === pipeline.id ? { ...each, isFavorite: favorite } : each)),
      ),
  });
}
