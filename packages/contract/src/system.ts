import { route } from './routes/route.ts';

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

/**
 * Footer / general data (shell.md §3, R2.20, R2.21), read without authentication: it carries
 * nothing private beyond the caller's own email. serverName feeds page titles (R1.03).
 */
export interface FooterData {
  serverName: string;
  buildNumber: string;
  platformId: string;
  license: string;
  /** The current user's email; empty for anonymous visitors. */
  userEmail: { email: string };
  helpLinksEnabled: boolean;
  /** Always false on a self-hosted server. */
  isCloudProviderConfigured: boolean;
  /** Where the console links to the connect service; null when there is none. */
  connectUrl: string | null;
  /** A custom logo; null shows the product's own. */
  logoUrl: string | null;
  userLogo: string | null;
  /** The public base URL without a trailing slash, as `GET /ui/generalConfig` answers it. */
  customUrlBase: string | null;
}

/**
 * `GET /ui/home/widget/info` (R28.046): the home page's info widget, in `widgetData` like the
 * artifact count widget; what the footer and the version call already tell everyone.
 */
export interface HomeInfoWidget {
  widgetData: { serverName: string; version: string; buildNumber: string; license: string };
}

export const homeInfoWidgetSchema = {
  type: 'object',
  required: ['widgetData'],
  properties: {
    widgetData: {
      type: 'object',
      required: ['serverName', 'version', 'buildNumber', 'license'],
      properties: {
        serverName: { type: 'string' },
        version: { type: 'string' },
        buildNumber: { type: 'string' },
        license: { type: 'string' },
      },
    },
  },
} as const;

const nullableString = { type: ['string', 'null'] } as const;

export const footerDataSchema = {
  type: 'object',
  required: [
    'serverName',
    'buildNumber',
    'platformId',
    'license',
    'userEmail',
    'helpLinksEnabled',
    'isCloudProviderConfigured',
    'connectUrl',
    'logoUrl',
    'userLogo',
    'customUrlBase',
  ],
  properties: {
    serverName: { type: 'string' },
    buildNumber: { type: 'string' },
    platformId: { type: 'string' },
    license: { type: 'string' },
    userEmail: { type: 'object', required: ['email'], properties: { email: { type: 'string' } } },
    helpLinksEnabled: { type: 'boolean' },
    isCloudProviderConfigured: { type: 'boolean' },
    connectUrl: nullableString,
    logoUrl: nullableString,
    userLogo: nullableString,
    customUrlBase: nullableString,
  },
} as const;

/** The name shown in page titles until an administrator sets another. */
export const DEFAULT_SERVER_NAME = 'Arca';

/** `GET /artifactory/api/v1/system/readiness`: the server and its database answer. */
export interface Readiness {
  code: 'OK';
}

export const readinessSchema = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', enum: ['OK'] } },
} as const;

const tag = 'System';

/** Artifactory's system calls that load balancers and clients read, and the console's footer data. */
export const systemRoutes = {
  ping: route()({
    method: 'GET',
    path: '/artifactory/api/system/ping',
    mount: 'api',
    access: 'anyone',
    tag,
    summary: 'Answers OK while the server runs',
    responses: { 200: { media: ['text/plain'], description: 'The text OK' } },
  }),
  readiness: route<{ reply: Readiness }>()({
    method: 'GET',
    path: '/artifactory/api/v1/system/readiness',
    mount: 'api',
    access: 'anyone',
    tag,
    summary: 'Answers OK once the database answers',
    responses: { 200: readinessSchema },
  }),
  version: route<{ reply: VersionInfo }>()({
    method: 'GET',
    path: '/artifactory/api/system/version',
    mount: 'api',
    access: 'anyone',
    tag,
    summary: 'The API level, revision and licence of the server',
    responses: { 200: versionInfoSchema },
  }),
  // R28.041: the console's system calls sit under its gateway (`/system/…`), the version too.
  consoleVersion: route<{ reply: VersionInfo }>()({
    method: 'GET',
    path: '/system/version',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: 'The API level, revision and licence of the server, for the console',
    responses: { 200: versionInfoSchema },
  }),
  footer: route<{ reply: FooterData }>()({
    method: 'GET',
    path: '/system/auth/screen/footer',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: "The server's name, build, licence and logo, and the caller's email",
    responses: { 200: footerDataSchema },
  }),
  homeInfoWidget: route<{ reply: HomeInfoWidget }>()({
    method: 'GET',
    path: '/ui/home/widget/info',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: "The home page's info widget: the server's name, API level, build and licence",
    responses: { 200: homeInfoWidgetSchema },
  }),
} as const;
