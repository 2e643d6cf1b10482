import {
  apiUrl,
  companionServiceRoutes,
  type FooterData,
  isLoggedIn,
  licenseGates,
  passesLicenseGate,
  systemRoutes,
  type UserData,
} from '@arca/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { generalConfigQueryOptions } from '../features/general-config/api/general-config.ts';
import { call, request } from '../shared/http/index.ts';
import { useProjectContext } from '../shared/http/project-context.ts';
import { projectsQueryOptions } from '../shared/management/project-queries.ts';
import { installedServicesQueryOptions } from '../shared/platform/services.ts';
import {
  loadScannerUserData,
  reloadScannerUserDataOnProjectChange,
  stopReloadingScannerUserData,
} from '../shared/scanner/scanner-user-data.ts';

/** What the start knows when it reaches the optional steps. */
export interface StartFacts {
  user: UserData;
  footer: FooterData;
  /** The names of the installed services (`GET /system/services`). */
  services: ReadonlySet<string>;
  /** Whether the application is still started: a watch the start leaves behind ends with it. */
  stillStarted: () => boolean;
}

/** One step of the start that only some instances or users have; it never fails the start. */
export type OptionalStartStep = (queryClient: QueryClient, facts: StartFacts) => Promise<void>;

/**
 * Runs an optional step so that its failure leaves the start going: what it would have loaded is
 * simply not there, as on an instance without the service it asks.
 */
export async function tolerated(step: OptionalStartStep, queryClient: QueryClient, facts: StartFacts): Promise<void> {
  try {
    await step(queryClient, facts);
  } catch {
    // The screens that read it ask again, and say so, when they need it.
  }
}

/** The names of the installed services; none when they cannot be read, which closes every companion step. */
export async function installedServiceNames(queryClient: QueryClient): Promise<ReadonlySet<string>> {
  try {
    const { services } = await queryClient.ensureQueryData(installedServicesQueryOptions());
    return new Set(services.map((service) => service.name));
  } catch {
    return new Set();
  }
}

const isCloud = (footer: FooterData) => footer.isCloudProviderConfigured;

/** `GET /insight/api/v1/system/isSupportInstance` (shell.md §7 Other): a companion path at the host's root. */
export const supportAnalyticsPath = apiUrl(companionServiceRoutes.insightGET, {
  '*': 'api/v1/system/isSupportInstance',
});

/** The support-analytics state, as the insight service tells it. */
export function supportAnalyticsQueryOptions() {
  return queryOptions({
    queryKey: ['platform', 'support-analytics'],
    queryFn: () => request<unknown>(supportAnalyticsPath, { priority: 'low' }),
  });
}

/** `GET /ui/home/widget/info` (R28.046): the cloud info widget's data. */
export function cloudInfoWidgetQueryOptions() {
  return queryOptions({
    queryKey: ['platform', 'info-widget'],
    queryFn: () => call(systemRoutes.homeInfoWidget, { priority: 'low' }),
  });
}

/** R2.06: the support-analytics state, only where the insight service is installed. */
export const loadSupportAnalytics: OptionalStartStep = async (queryClient, { services }) => {
  if (services.has('insight')) await queryClient.fetchQuery(supportAnalyticsQueryOptions());
};

/** R2.07: the cloud info widget's data, only on cloud. */
export const loadCloudInfoWidget: OptionalStartStep = async (queryClient, { footer }) => {
  if (isCloud(footer)) await queryClient.fetchQuery(cloudInfoWidgetQueryOptions());
};

/**
 * R2.09: personalising the UI takes up the user's own remembered choice, the project they last
 * worked in (kept per user name), before the first screen asks for data; a project no longer
 * offered gives All. Only a logged-in user of a licence with projects has one.
 */
export const personaliseUi: OptionalStartStep = async (queryClient, { user, footer }) => {
  if (!isLoggedIn(user) || !passesLicenseGate(licenseGates.projects, footer.license)) return;
  // The selector's module comes with the layout (and antd); the login route loads neither.
  const [projects, { projectChoices }] = await Promise.all([
    queryClient.ensureQueryData(projectsQueryOptions()),
    import('./layout/project-selector.tsx'),
  ]);
  useProjectContext.getState().restoreFor(user.name, projectChoices(projects));
};

/**
 * R2.10, R2.13: with the scanner installed, its permissions for the user are read, and read again
 * whenever the selected project changes while the application stays started. The user's scanner
 * data is the scanner's state the console keeps; the spec names no other.
 */
export const initialiseScanner: OptionalStartStep = async (queryClient, { services, stillStarted }) => {
  if (!services.has('xray')) {
    stopReloadingScannerUserData();
    return;
  }
  await loadScannerUserData(queryClient);
  reloadScannerUserDataOnProjectChange(queryClient, stillStarted);
};

/** R2.11: the general admin configuration, fetched only for cloud administrators. */
export const loadCloudAdminConfig: OptionalStartStep = async (queryClient, { user, footer }) => {
  if (user.admin && isCloud(footer)) await queryClient.fetchQuery(generalConfigQueryOptions());
};

/** Step 3's loads that depend on the instance (R2.06, R2.07), beside the parallel loads every start makes. */
export const optionalApplicationDataLoads: readonly OptionalStartStep[] = [loadSupportAnalytics, loadCloudInfoWidget];

/** Step 4, in the spec's order (R2.09–R2.11). */
export const afterApplicationDataSteps: readonly OptionalStartStep[] = [
  personaliseUi,
  initialiseScanner,
  loadCloudAdminConfig,
];
