import { describe, expect, it } from 'vitest';
import { API_PREFIX, apiPaths, MC_UI_API, UI_API, UI_BASE, UI_PREFIX } from './api-paths.ts';
import { specMessages } from './messages.ts';
import { logServices, systemLogPaths } from './system-logs.ts';

describe('API bases', () => {
  it("R6.06 names the API prefixes 'api/v1/' and '/ui/', and the gateway joins them", () => {
    expect(API_PREFIX).toBe('api/v1/');
    expect(UI_PREFIX).toBe('/ui/');
    expect(`${UI_API}/`).toBe(`${UI_PREFIX}${API_PREFIX}`);
  });

  it('R6.06 puts the authentication calls under /ui/', () => {
    for (const path of [apiPaths.login, apiPaths.logout, apiPaths.currentUser, apiPaths.loginRelatedData]) {
      expect(path.startsWith(UI_PREFIX)).toBe(true);
    }
  });

  it("R6.07 names the other bases '/mc/api/ui/v1' and '/ui'", () => {
    expect(MC_UI_API).toBe('/mc/api/ui/v1');
    expect(UI_BASE).toBe('/ui');
  });
});

describe('message catalogue', () => {
  it("R6.35 contains 'Failed getting custom server errors'", () => {
    expect(specMessages.customServerErrorsFailed).toBe('Failed getting custom server errors');
  });

  it("R6.36 contains the generic 'Error. Please check ... logs.' message", () => {
    expect(specMessages.checkLogs).toBe('Error. Please check the server logs.');
    expect(specMessages.checkLogs).toMatch(/^Error\. Please check .+ logs\.$/);
  });

  it("R6.37 contains 'Cache is being calculated for the first time, hence is not available at the moment'", () => {
    expect(specMessages.cacheCalculating).toBe(
      'Cache is being calculated for the first time, hence is not available at the moment',
    );
  });

  it("R6.33 contains 'File cannot be downloaded'", () => {
    expect(specMessages.fileCannotBeDownloaded).toBe('File cannot be downloaded');
  });
});

describe('log services', () => {
  it('R19.11 are artifactory, mission control, xray, distribution, pipelines and insight, each with its own log key', () => {
    expect(logServices.map((service) => service.label)).toEqual([
      'Artifactory',
      'Mission Control',
      'Xray',
      'Distribution',
      'Pipelines',
      'Insight',
    ]);
    const keys = logServices.map((service) => service.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(systemLogPaths.config('mc')).toBe('/ui/api/v1/system/logs/config/mc');
  });
});
