import { consoleUrl, route } from './routes/route.ts';
import { DEFAULT_SERVER_NAME } from './system.ts';
import type { GeneralConfig } from './system-calls.ts';

/**
 * General configuration (shell.md §2 configuration/general, §3 footer data, §7 `ui/generalConfig`;
 * admin-and-widgets.md §7 `ui/generalConfig/logo`): the server's name, public URL base, logo,
 * anonymous access, help links and the console's upload limit.
 */

/** What an administrator edits. */
export interface GeneralConfigInput {
  /** Shown in page titles and the header. */
  serverName: string;
  /** The public address of the server; '' uses the one the operator started the server with. */
  customUrlBase: string;
  /** The same setting as the security configuration's anonAccessEnabled. */
  anonAccessEnabled: boolean;
  /** Whether the console links to the documentation. */
  helpLinksEnabled: boolean;
  /** The largest file the console's deploy accepts, in MB; 0 sets no limit. */
  fileUploadMaxSizeMb: number;
}

/**
 * `GET ui/generalConfig` as administrators see it. customUrlBase is the address in effect, the
 * one everybody gets; settings.customUrlBase is what was saved ('' when none).
 */
export interface GeneralConfigDetails {
  customUrlBase: string | null;
  settings: GeneralConfigInput;
  /** The address in effect when no custom URL base is saved (from ARCA_BASE_URL), or null. */
  defaultUrlBase: string | null;
  /** Where the custom logo is served; null while the product's logo is shown. */
  logoUrl: string | null;
}

export const SERVER_NAME_MAX_LENGTH = 64;
export const CUSTOM_URL_BASE_MAX_LENGTH = 2048;
/** 1 TB: a bound on typing mistakes, not a real limit. */
export const FILE_UPLOAD_MAX_SIZE_MB_LIMIT = 1024 * 1024;
export const DEFAULT_FILE_UPLOAD_MAX_SIZE_MB = 100;
/** The largest logo accepted. */
export const LOGO_MAX_BYTES = 1024 * 1024;
/** What the logo picker offers; the server decides by the file's leading bytes, not its name. */
export const LOGO_ACCEPT = 'image/png,image/jpeg,image/gif,image/svg+xml,.png,.jpg,.jpeg,.gif,.svg';

export const generalConfigMessages = {
  serverNameRequired: 'Enter a server name',
  serverNameTooLong: `The server name holds at most ${SERVER_NAME_MAX_LENGTH} characters`,
  customUrlBaseInvalid: 'Enter a URL that starts with http:// or https://, such as https://arca.example.com',
  uploadLimitInvalid: `The upload limit must be a whole number of MB from 0 to ${FILE_UPLOAD_MAX_SIZE_MB_LIMIT}`,
  saved: 'General configuration saved',
  logoNotImage: 'The file is not an image',
  logoTooLarge: 'The logo is larger than 1 MB; choose a smaller image',
  logoEmpty: 'The file is empty',
  logoNotFound: 'No custom logo is set',
  logoUploaded: 'Logo uploaded',
  logoRemoved: 'The product logo is shown again',
  uploadTooLarge: (limitMb: number) => `The file is larger than the upload limit of ${limitMb} MB`,
} as const;

export const DEFAULT_GENERAL_CONFIG: GeneralConfigInput = {
  serverName: DEFAULT_SERVER_NAME,
  customUrlBase: '',
  anonAccessEnabled: false,
  helpLinksEnabled: true,
  fileUploadMaxSizeMb: DEFAULT_FILE_UPLOAD_MAX_SIZE_MB,
};

export function serverNameProblem(name: string): string | undefined {
  if (name.trim() === '') return generalConfigMessages.serverNameRequired;
  if (name.trim().length > SERVER_NAME_MAX_LENGTH) return generalConfigMessages.serverNameTooLong;
  return undefined;
}

/**
 * An http or https address with a host, an optional port and path. No credentials, query or
 * fragment: those would leak into, or break, every link built on the base.
 */
const URL_BASE_PATTERN =
  /^https?:\/\/(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?)(:(\d{1,5}))?(\/[^\s?#]*)?$/i;

export function customUrlBaseProblem(value: string): string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  const match = text.length <= CUSTOM_URL_BASE_MAX_LENGTH ? URL_BASE_PATTERN.exec(text) : null;
  const port = match?.[4] === undefined ? 1 : Number(match[4]);
  return match && port >= 1 && port <= 65535 ? undefined : generalConfigMessages.customUrlBaseInvalid;
}

export function uploadLimitProblem(value: number | null | undefined): string | undefined {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > FILE_UPLOAD_MAX_SIZE_MB_LIMIT) {
    return generalConfigMessages.uploadLimitInvalid;
  }
  return undefined;
}

/** The first problem of each field, in the form's order; empty when the input can be saved. */
export function generalConfigProblems(input: GeneralConfigInput): string[] {
  return [
    serverNameProblem(input.serverName),
    customUrlBaseProblem(input.customUrlBase),
    uploadLimitProblem(input.fileUploadMaxSizeMb),
  ].filter((problem): problem is string => problem !== undefined);
}

/** The saved form of a URL base: trimmed, without the trailing slash links are built after. */
export function normalizedUrlBase(value: string): string {
  return value.trim().replace(/\/+$/, '');
}

/** Shapes and bounds only: the service answers bad values with the messages above. */
export const generalConfigInputSchema = {
  type: 'object',
  required: ['serverName', 'customUrlBase', 'anonAccessEnabled', 'helpLinksEnabled', 'fileUploadMaxSizeMb'],
  additionalProperties: false,
  properties: {
    serverName: { type: 'string', maxLength: 1024 },
    customUrlBase: { type: 'string', maxLength: 4096 },
    anonAccessEnabled: { type: 'boolean' },
    helpLinksEnabled: { type: 'boolean' },
    fileUploadMaxSizeMb: { type: 'number' },
  },
} as const;

const nullableString = { type: ['string', 'null'] } as const;

/** The answer of `GET ui/generalConfig`: customUrlBase for everyone, the rest for administrators. */
export const generalConfigAnswerSchema = {
  type: 'object',
  required: ['customUrlBase'],
  properties: {
    customUrlBase: nullableString,
    settings: generalConfigInputSchema,
    defaultUrlBase: nullableString,
    logoUrl: nullableString,
  },
} as const;

/** The image types a logo may be; the server tells them apart by their leading bytes. */
export const LOGO_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/svg+xml'] as const;

const tag = 'General configuration';

export const generalConfigRoutes = {
  get: route<{ reply: GeneralConfig | GeneralConfigDetails }>()({
    method: 'GET',
    path: '/ui/generalConfig',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: 'The public URL base for anyone; the whole configuration for administrators',
    responses: { 200: generalConfigAnswerSchema },
  }),
  update: route<{ body: GeneralConfigInput; reply: GeneralConfigDetails }>()({
    method: 'PUT',
    path: '/ui/generalConfig',
    mount: 'console',
    access: 'admin',
    tag,
    summary: "Saves the server's name, URL base, anonymous access, help links and upload limit",
    body: generalConfigInputSchema,
    responses: { 200: generalConfigAnswerSchema },
  }),
  logo: route()({
    method: 'GET',
    path: '/ui/generalConfig/logo',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: 'The custom logo; 304 when the copy held is current',
    responses: { 200: { media: LOGO_MEDIA_TYPES, description: 'The logo image' }, 304: {} },
  }),
  uploadLogo: route<{ body: Uint8Array | undefined; reply: GeneralConfigDetails }>()({
    method: 'POST',
    path: '/ui/generalConfig/logo',
    mount: 'console',
    access: 'admin',
    tag,
    summary: 'Replaces the logo with the image sent as the body (PNG, JPEG, GIF or SVG, 1 MB at most)',
    consumes: LOGO_MEDIA_TYPES,
    responses: { 200: generalConfigAnswerSchema },
  }),
  deleteLogo: route<{ reply: GeneralConfigDetails }>()({
    method: 'DELETE',
    path: '/ui/generalConfig/logo',
    mount: 'console',
    access: 'admin',
    tag,
    summary: "Removes the custom logo, so the product's own shows again",
    responses: { 200: generalConfigAnswerSchema },
  }),
} as const;

export const generalConfigPaths = {
  /** GET (anyone: the public part; administrators: everything) and PUT (administrators). */
  config: consoleUrl(generalConfigRoutes.get),
  /** GET (anyone), POST the image as the raw body, DELETE (administrators). */
  logo: consoleUrl(generalConfigRoutes.logo),
} as const;

export const generalConfigTestIds = {
  form: 'general-config-form',
  serverName: 'general-config-server-name',
  customUrlBase: 'general-config-custom-url-base',
  anonAccess: 'general-config-anon-access',
  helpLinks: 'general-config-help-links',
  uploadLimit: 'general-config-upload-limit',
  save: 'general-config-save',
  logoInput: 'general-config-logo-input',
  logoPreview: 'general-config-logo-preview',
  logoRemove: 'general-config-logo-remove',
  /** The custom logo in the console's header. */
  headerLogo: 'app-header-logo',
} as const;
