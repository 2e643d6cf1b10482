import { type GitVendorName, gitVendorNames } from './git-vendors.ts';
import { apiUrl, consoleUrl, route } from './routes/route.ts';
import { companionServiceRoutes } from './services.ts';
import { setMeUpRoutes } from './set-me-up.ts';

/**
 * Git integrations (packages-and-search.md §2 "Integrations", §3 "Git integration", §7, §8): the
 * source-control accounts an administrator connects, with a token the server keeps sealed.
 */

/** R14.51 */
export const integrationTypes = { unknown: 0, git: 1 } as const;

/** The services an integration can be connected to (R14.18). */
export const integrationProducts = ['xray', 'pipelines'] as const;
export type IntegrationProduct = (typeof integrationProducts)[number];

export const integrationProductNames: Record<IntegrationProduct, string> = {
  xray: 'Xray',
  pipelines: 'Pipelines',
};

export function isIntegrationProduct(value: string): value is IntegrationProduct {
  return (integrationProducts as readonly string[]).includes(value);
}

/**
 * The re-authentication header of `GET /ui/userApiKey`: `Basic` and base64 of the UTF-8
 * `user:password` of the signed-in user, apart from Authorization, which would replace the session.
 * A user of the OAuth realm has no password here and sends an empty one (R14.49).
 */
export const REAUTHENTICATION_HEADER = 'x-arca-reauthentication';

/** One record of `GET /xray/ui/vcs_integrations` (R14.54): the scanner names the integration it uses. */
export interface ScannerConnectedIntegration {
  integration_id: string;
}

/** An integration as it is answered (R14.50, R14.55): the token never is, only whether one is stored. */
export interface GitIntegration {
  integrationKey: string;
  integrationName: string;
  url: string;
  userName?: string;
  /** The numeric vendor id (R14.50). */
  vendorName: number;
  /** The vendor as the routes name it. */
  vendor: GitVendorName;
  integrationType: number;
  tokenSet: boolean;
  products: IntegrationProduct[];
  /** Epoch milliseconds. */
  createdOn: number;
  updatedOn: number;
}

/**
 * What create, update and test take. On update (and a test of a stored one) a blank token keeps the
 * stored token, while the URL keeps the stored one's origin (scheme, host and port).
 */
export interface GitIntegrationForm {
  integrationName: string;
  url: string;
  token?: string;
  userName?: string;
  vendorName: number;
  integrationType?: number;
  products?: IntegrationProduct[];
  /** On a test: the stored integration whose token a blank token stands for. */
  integrationKey?: string;
}

/** `POST /integration`: R14.56. */
export interface CreatedIntegration {
  integrationKey: string;
}

/** `POST /integration/test`, when the vendor accepted the token: who it belongs to. */
export interface IntegrationTestResult {
  userName: string;
}

export const INTEGRATION_NAME_MAX_LENGTH = 64;
export const INTEGRATION_URL_MAX_LENGTH = 1024;
/** How long the connection test waits for the vendor. */
export const INTEGRATION_TEST_TIMEOUT_MS = 10_000;

export const integrationMessages = {
  userNameRequired: 'User name is required',
  tokenRequired: 'Token is required',
  integrationNameRequired: 'Integration name is required',
  testFailed: 'Connection test failed, please check your credentials',
  created: 'Successfully created',
  createFailed: 'Error while creating integration',
  updated: 'Successfully updated',
  updateFailed: 'Error while updating integration',
  deleted: 'Successfully deleted',
  deleteFailed: 'Error while deleting integration',
  /** R14.39, R14.41, R14.43: success messages append the key. */
  withKey: (message: string, key: string) => `${message} ${key}`,
  urlRequired: 'URL is required',
  urlInvalid: 'Enter an http or https URL',
  vendorInvalid: 'Choose GitHub, GitLab, Bitbucket Cloud or Bitbucket Server',
  nameTooLong: `An integration name holds at most ${INTEGRATION_NAME_MAX_LENGTH} characters`,
  nameExists: (name: string) => `An integration named '${name}' already exists for this vendor`,
  productInvalid: (product: string) => `'${product}' is not a service an integration connects to`,
  productNotInstalled: (product: string) => `${product} is not installed on this platform`,
  notFound: (key: string) => `Integration '${key}' does not exist`,
  testTimedOut: (seconds: number) => `Connection test failed: the server did not answer within ${seconds} seconds`,
  testUnreachable: (host: string) => `Connection test failed: ${host} could not be reached`,
  testUnexpected: (status: number) => `Connection test failed: the server answered with status ${status}`,
  testSucceeded: (userName: string) => `Connection succeeded as ${userName}`,
  /** A changed URL never takes the stored token along to its new origin (scheme, host, port). */
  tokenForNewUrl: (origin: string) =>
    `The URL now leads to ${origin}: enter the token again. A stored token is never sent to a new address.`,
  reauthenticationMissing: 'Send your user name and password in the re-authentication header',
  reauthenticationOtherUser: 'The re-authentication header names another user',
} as const;

/** Shapes and bounds only; the service checks the values, so a bad one answers with the messages above. */
export const gitIntegrationFormSchema = {
  type: 'object',
  properties: {
    integrationName: { type: 'string', maxLength: 1024 },
    url: { type: 'string', maxLength: 4096 },
    token: { type: 'string', maxLength: 4096 },
    userName: { type: 'string', maxLength: 256 },
    vendorName: { anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 32 }] },
    integrationType: { type: 'integer' },
    products: { type: 'array', maxItems: 8, items: { type: 'string', maxLength: 64 } },
    integrationKey: { type: 'string', maxLength: 128 },
  },
} as const;

const gitIntegrationSchema = {
  type: 'object',
  required: [
    'integrationKey',
    'integrationName',
    'url',
    'vendorName',
    'vendor',
    'integrationType',
    'tokenSet',
    'products',
    'createdOn',
    'updatedOn',
  ],
  properties: {
    integrationKey: { type: 'string' },
    integrationName: { type: 'string' },
    url: { type: 'string' },
    userName: { type: 'string' },
    vendorName: { type: 'integer' },
    vendor: { type: 'string', enum: gitVendorNames },
    integrationType: { type: 'integer' },
    tokenSet: { type: 'boolean' },
    products: { type: 'array', items: { type: 'string', enum: integrationProducts } },
    createdOn: { type: 'integer' },
    updatedOn: { type: 'integer' },
  },
} as const;

const keyParams = {
  type: 'object',
  required: ['key'],
  properties: { key: { type: 'string', minLength: 1, maxLength: 128 } },
} as const;

const tag = 'Integrations';

/** The integration calls (packages-and-search.md §7), through the console gateway: for administrators. */
export const integrationRoutes = {
  list: route<{ reply: GitIntegration[] }>()({
    method: 'GET',
    path: '/integration/getIntegrations',
    mount: 'console',
    access: 'admin',
    tag,
    summary: 'Every git integration, tokens left out',
    responses: { 200: { type: 'array', items: gitIntegrationSchema } },
  }),
  create: route<{ body: GitIntegrationForm; reply: CreatedIntegration }>()({
    method: 'POST',
    path: '/integration',
    mount: 'console',
    access: 'admin',
    tag,
    summary: 'Creates a git integration; the answer is its key',
    body: gitIntegrationFormSchema,
    responses: {
      201: { type: 'object', required: ['integrationKey'], properties: { integrationKey: { type: 'string' } } },
    },
  }),
  test: route<{ body: GitIntegrationForm; reply: IntegrationTestResult }>()({
    method: 'POST',
    path: '/integration/test',
    mount: 'console',
    access: 'admin',
    tag,
    summary: 'Asks the vendor whether the URL and token work, storing nothing',
    body: gitIntegrationFormSchema,
    responses: { 200: { type: 'object', required: ['userName'], properties: { userName: { type: 'string' } } } },
  }),
  get: route<{ reply: GitIntegration }>()({
    method: 'GET',
    path: '/integration/:key',
    mount: 'console',
    access: 'admin',
    tag,
    summary: 'One git integration, its token left out',
    params: keyParams,
    responses: { 200: gitIntegrationSchema },
  }),
  update: route<{ body: GitIntegrationForm; reply: GitIntegration }>()({
    method: 'PUT',
    path: '/integration/:key',
    mount: 'console',
    access: 'admin',
    tag,
    summary: 'Changes a git integration; a blank token keeps the stored one while the URL keeps its origin',
    params: keyParams,
    body: gitIntegrationFormSchema,
    responses: { 200: gitIntegrationSchema },
  }),
  delete: route()({
    method: 'DELETE',
    path: '/integration/:key',
    mount: 'console',
    access: 'admin',
    tag,
    summary: 'Deletes a git integration',
    params: keyParams,
    responses: { 204: {} },
  }),
} as const;

/** The console gateway's integration calls (R28.111 and its neighbours). */
export const integrationPaths = {
  /** `GET`: every git integration. */
  list: consoleUrl(integrationRoutes.list),
  /** `POST`: create; the answer is the new key. */
  create: consoleUrl(integrationRoutes.create),
  /** `POST`: ask the vendor whether the URL and token work, without storing anything. */
  test: consoleUrl(integrationRoutes.test),
  /** `GET`, `PUT`, `DELETE` one integration. */
  one: (key: string) => consoleUrl(integrationRoutes.get, { key }),
  /**
   * `GET` (R28.115): the integrations the scanner uses, answered by the xray service when it is
   * installed, and by Arca's answer for an absent companion otherwise.
   */
  scannerConnected: apiUrl(companionServiceRoutes.xrayGET, { '*': 'ui/vcs_integrations' }),
  /**
   * `GET` (R28.116): a fresh access token of the signed-in user, for a developer tool to sign in
   * with; the user re-authenticates in {@link REAUTHENTICATION_HEADER}.
   */
  userApiKey: consoleUrl(setMeUpRoutes.userApiKey),
} as const;
