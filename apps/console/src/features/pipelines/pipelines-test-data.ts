import { CORE_SERVICE, serviceRoutes } from '@arca/contract';
import { HttpResponse, http } from 'msw';
import { mockCall } from '../../test/mock-call.ts';
import { type PipelineRecord, pipelinesPaths, type RunRecord } from './api/pipelines-contract.ts';

export const webapp: PipelineRecord = {
  id: 1,
  name: 'webapp_build',
  projectName: 'default',
  pipelineSourceBranch: 'main',
  latestRunId: 12,
  isFavorite: false,
  createdAt: '2026-11-01T09:00:00Z',
  updatedAt: '2026-11-20T09:00:00Z',
};

export const release: PipelineRecord = {
  id: 2,
  name: 'release_train',
  projectName: 'payments',
  pipelineSourceBranch: 'release/2.4',
  latestRunId: 21,
  isFavorite: true,
  createdAt: '2026-11-02T09:00:00Z',
  updatedAt: '2026-11-21T09:00:00Z',
};

function run(id: number, pipelineId: number, runNumber: number, status: string, minutes: number): RunRecord {
  const startedAt = new Date(Date.UTC(2026, 10, 20, 8, runNumber * 7));
  return {
    id,
    pipelineId,
    runNumber,
    status,
    pipelineSourceBranch: pipelineId === 1 ? 'main' : 'release/2.4',
    createdAt: startedAt.toISOString(),
    startedAt: startedAt.toISOString(),
    endedAt: new Date(startedAt.getTime() + minutes * 60_000).toISOString(),
    triggeredBy: 'admin',
  };
}

export const sampleRuns: RunRecord[] = [
  run(12, 1, 42, 'failure', 3),
  run(11, 1, 41, 'success', 6),
  run(10, 1, 40, 'success', 5),
  run(21, 2, 7, 'processing', 2),
  run(20, 2, 6, 'success', 11),
];

/** The services list with pipelines installed, so the screen replaces the teaser. */
export const pipelinesInstalled = mockCall(serviceRoutes.services, () => ({
  services: [
    { name: CORE_SERVICE, version: '7.77.0' },
    { name: 'pipelines', version: '1.40.0' },
  ],
}));

export interface PipelinesServiceOptions {
  pipelines?: PipelineRecord[] | { status: number; message: string };
  runs?: RunRecord[] | { status: number; message: string };
}

const answer = (value: unknown[] | { status: number; message: string }) =>
  Array.isArray(value)
    ? HttpResponse.json(value)
    : HttpResponse.json({ errors: [{ status: value.status, message: value.message }] }, { status: value.status });

/** Stands in for the pipelines service: its lists, and a record of every call made to it. */
export function pipelinesService(options: PipelinesServiceOptions = {}) {
  const calls: string[] = [];
  const handlers = [
    http.get(pipelinesPaths.pipelines, ({ request }) => {
      calls.push(`GET ${new URL(request.url).pathname}`);
      return answer(options.pipelines ?? [webapp, release]);
    }),
    http.get(pipelinesPaths.runs, ({ request }) => {
      calls.push(`GET ${new URL(request.url).pathname}${new URL(request.url).search}`);
      return answer(options.runs ?? sampleRuns);
    }),
    http.put(`${pipelinesPaths.pipelines}/:id/favorite`, ({ params }) => {
      calls.push(`PUT ${pipelinesPaths.favorite(Number(params.id))}`);
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(`${pipelinesPaths.pipelines}/:id/favorite`, ({ params }) => {
      calls.push(`DELETE ${pipelinesPaths.favorite(Number(params.id))}`);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return { handlers, calls };
}
