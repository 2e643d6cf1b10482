/** `GET /artifactory/api/system/version`. */
export interface VersionInfo {
  version: string;
  revision: string;
  addons: string[];
  license: string;
  arcaVersion: string;
}

/**
 * The Artifactory API level Arca implements. Below 7.82.2 so JFrog clients do not try multipart
 * upload, at or above 7.64.0 so they offer the browser login (jfrog-wire-compat §1.4, §1.11).
 */
export const API_LEVEL = '7.77.0';

export const versionInfoSchema = {
  type: 'object',
  required: ['version', 'revision', 'addons', 'license', 'arcaVersion'],
  properties: {
    version: { type: 'string' },
    revision: { type: 'string' },
    addons: { type: 'array', items: { type: 'string' } },
    license: { type: 'string' },
    arcaVersion: { type: 'string' },
  },
} as const;

/** Footer data, read without authentication (shell.md §3); serverName feeds page titles (R1.03). */
export interface FooterData {
  serverName: string;
  buildNumber: string;
  platformId: string;
  license: string;
  helpLinksEnabled: boolean;
}

export const footerDataSchema = {
  type: 'object',
  required: ['serverName', 'buildNumber', 'platformId', 'license', 'helpLinksEnabled'],
  properties: {
    serverName: { type: 'string' },
    buildNumber: { type: 'string' },
    platformId: { type: 'string' },
    license: { type: 'string' },
    helpLinksEnabled: { type: 'boolean' },
  },
} as const;

/** The name shown in page titles until an administrator sets another. */
export const DEFAULT_SERVER_NAME = 'Arca';
