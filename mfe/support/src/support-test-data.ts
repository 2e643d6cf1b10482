import {
  API_LEVEL,
  CORE_SERVICE,
  type SupportBundle,
  type SupportBundleRequest,
  servicePaths,
  supportBundlePaths,
  UI_API,
} from '@arca/contract';
import { HttpResponse, http } from 'msw';

export const readyBundle: SupportBundle = {
  id: '20261125-093000-1',
  name: 'slow uploads',
  description: 'Uploads to libs-release took minutes',
  create_date: Date.UTC(2026, 10, 25, 9, 30),
  status: 'success',
};

export const olderFailedBundle: SupportBundle = {
  id: '20261120-140000-1',
  name: 'disk alarm',
  description: '',
  create_date: Date.UTC(2026, 10, 20, 14, 0),
  status: 'failure',
};

export const writingBundle: SupportBundle = {
  id: '20261126-080000-1',
  name: 'nightly crash',
  description: 'after the upgrade',
  create_date: Date.UTC(2026, 10, 26, 8, 0),
  status: 'in progress',
};

/** A server holding `bundles`, recording what the console asks of it. */
export function supportServer(initial: readonly SupportBundle[] = [readyBundle, olderFailedBundle]) {
  const state = {
    bundles: [...initial],
    listReads: 0,
    created: [] as { path: string; body: SupportBundleRequest }[],
    deleted: [] as string[],
    missionControlChecks: [] as string[],
  };
  const handlers = [
    http.get(supportBundlePaths.list, () => {
      state.listReads += 1;
      return HttpResponse.json({ bundles: state.bundles });
    }),
    http.delete(`${UI_API}/ui/userSupport/deleteBundle/:id`, ({ params }) => {
      state.deleted.push(String(params.id));
      state.bundles = state.bundles.filter((bundle) => bundle.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(servicePaths.missionControlEnabled, () => {
      state.missionControlChecks.push('enabled');
      return HttpResponse.json({ enabled: false });
    }),
  ];
  return { state, handlers };
}

/** The installed-services answer with these companions beside the artifact service. */
export function installedServices(...companions: string[]) {
  return http.get(servicePaths.services, () =>
    HttpResponse.json({
      services: [{ name: CORE_SERVICE, version: API_LEVEL }, ...companions.map((name) => ({ name, version: '3.0.0' }))],
    }),
  );
}
