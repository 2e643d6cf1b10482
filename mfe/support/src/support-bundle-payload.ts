import { type SupportBundleRequest, type SupportBundleService, supportBundlePaths } from '@arca/contract';

/** What the create form holds; the thread-dump fields arrive as the input left them. */
export interface SupportBundleFormValues {
  service: SupportBundleService;
  name: string;
  description?: string;
  includeLogs: boolean;
  /** YYYY-MM-DD, as a date input writes it. */
  startDate?: string;
  endDate?: string;
  includeConfiguration: boolean;
  includeSystem: boolean;
  threadDumpCount?: number | string | null;
  threadDumpInterval?: number | string | null;
}

/** A local calendar date as YYYY-MM-DD. */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** O51 leaves the form's defaults open: yesterday's and today's logs, everything in, one dump. */
export function defaultSupportBundleValues(now: Date): SupportBundleFormValues {
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  return {
    service: 'artifactory',
    name: '',
    description: '',
    includeLogs: true,
    startDate: isoDate(yesterday),
    endDate: isoDate(now),
    includeConfiguration: true,
    includeSystem: true,
    threadDumpCount: 1,
    threadDumpInterval: 0,
  };
}

/** R15.05: whole numbers, read the way parseInt reads them; nothing readable counts as 0. */
export function toWholeNumber(value: number | string | null | undefined): number {
  const whole = Number.parseInt(String(value ?? ''), 10);
  return Number.isNaN(whole) ? 0 : whole;
}

/** R15.04: the creation payload the form's values make. */
export function buildSupportBundleRequest(values: SupportBundleFormValues): SupportBundleRequest {
  return {
    service: values.service,
    name: values.name.trim(),
    description: (values.description ?? '').trim(),
    parameters: {
      configuration: values.includeConfiguration,
      system: values.includeSystem,
      logs: values.includeLogs
        ? { include: true, start_date: values.startDate, end_date: values.endDate }
        : { include: false },
      thread_dump: {
        count: toWholeNumber(values.threadDumpCount),
        interval: toWholeNumber(values.threadDumpInterval),
      },
    },
  };
}

/**
 * Where a request goes and what it carries (R15.14, R15.15, O08): the artifact service's own call,
 * or the companion's endpoint; mission control is sent the payload without its service field.
 */
export function supportBundleTarget(request: SupportBundleRequest): { path: string; body: SupportBundleRequest } {
  const service = request.service ?? 'artifactory';
  if (service === 'artifactory') return { path: supportBundlePaths.generate, body: request };
  const path = supportBundlePaths.serviceGenerate[service];
  if (service === 'mission_control') {
    const { service: _removed, ...body } = request;
    return { path, body };
  }
  return { path, body: request };
}
