import { supportBundlePaths } from '@arca/contract';
import { describe, expect, it } from 'vitest';
import {
  buildSupportBundleRequest,
  defaultSupportBundleValues,
  type SupportBundleFormValues,
  supportBundleTarget,
  toWholeNumber,
} from './support-bundle-payload.ts';

const values: SupportBundleFormValues = {
  service: 'artifactory',
  name: '  nightly crash  ',
  description: ' after the upgrade ',
  includeLogs: true,
  startDate: '2026-11-20',
  endDate: '2026-11-25',
  includeConfiguration: true,
  includeSystem: false,
  threadDumpCount: '3',
  threadDumpInterval: 250,
};

describe('support bundle payload', () => {
  it('R15.04 carries service, name, description and the thread-dump count and interval', () => {
    expect(buildSupportBundleRequest(values)).toEqual({
      service: 'artifactory',
      name: 'nightly crash',
      description: 'after the upgrade',
      parameters: {
        configuration: true,
        system: false,
        logs: { include: true, start_date: '2026-11-20', end_date: '2026-11-25' },
        thread_dump: { count: 3, interval: 250 },
      },
    });
  });

  it('R15.05 sends the thread-dump count and interval as integers', () => {
    const request = buildSupportBundleRequest({ ...values, threadDumpCount: '2.9', threadDumpInterval: 1500.7 });
    expect(request.parameters?.thread_dump).toEqual({ count: 2, interval: 1500 });
    expect(Number.isInteger(request.parameters?.thread_dump?.count)).toBe(true);
    expect(toWholeNumber('12ms')).toBe(12);
    expect(toWholeNumber(null)).toBe(0);
    expect(toWholeNumber('')).toBe(0);
    expect(toWholeNumber('none')).toBe(0);
  });

  it('leaves the dates out when the logs are not wanted', () => {
    expect(buildSupportBundleRequest({ ...values, includeLogs: false }).parameters?.logs).toEqual({ include: false });
  });

  it('defaults to the logs of yesterday and today, with everything included', () => {
    const defaults = defaultSupportBundleValues(new Date(2026, 2, 1, 0, 30));
    expect(defaults).toMatchObject({
      service: 'artifactory',
      startDate: '2026-02-28',
      endDate: '2026-03-01',
      includeLogs: true,
      includeConfiguration: true,
      includeSystem: true,
      threadDumpCount: 1,
      threadDumpInterval: 0,
    });
  });

  it("R15.14 R28.121 R28.122 R28.124 R28.125 sends the artifact service's bundle to generateBundle and each companion's to its own endpoint", () => {
    const request = buildSupportBundleRequest(values);
    expect(supportBundleTarget(request)).toEqual({ path: supportBundlePaths.generate, body: request });
    const expected = {
      distribution: '/distribution/api/v1/system/support/bundle',
      xray: '/xray/api/v1/system/support/bundle',
      insight: '/insight/api/v1/system/support/bundle',
      tracker: '/tracker/api/v3/pdn/system/support/bundle',
    } as const;
    for (const [service, path] of Object.entries(expected)) {
      const companion = buildSupportBundleRequest({ ...values, service: service as keyof typeof expected });
      expect(supportBundleTarget(companion)).toEqual({ path, body: companion });
    }
  });

  it('R15.15 R28.123 removes the service field from what mission control is sent', () => {
    const request = buildSupportBundleRequest({ ...values, service: 'mission_control' });
    const target = supportBundleTarget(request);
    expect(target.path).toBe('/mc/api/v1/system/support/bundle');
    expect('service' in target.body).toBe(false);
    expect(target.body).toEqual({
      name: 'nightly crash',
      description: 'after the upgrade',
      parameters: request.parameters,
    });
    // The form's own request is left as it was.
    expect(request.service).toBe('mission_control');
  });
});
