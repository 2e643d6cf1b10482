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

export function usePipelines() {
  return useQuery({
    queryKey: pipelinesKeys.pipelines(),
    queryFn: ({ signal }) => request<PipelineRecord[]>(pipelinesPaths.pipelines, { ...polled, signal }),
    ...pageOwnsRefresh,
  });
}

export function useRuns() {
  return useQuery({
    queryKey: pipelinesKeys.runs(),
    queryFn: ({ signal }) => request<RunRecord[]>(pipelinesPaths.runs, { ...polled, query: runsQuery, signal }),
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
