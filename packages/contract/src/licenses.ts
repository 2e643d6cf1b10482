import { consoleUrl, route } from './routes/route.ts';

/** License types with rank (shell.md §3). */
export const licenseRanks = {
  none: 0,
  OSS: 1,
  CONAN: 1,
  JCR: 1,
  COMMERCIAL: 2,
  COMMERCIAL_X: 2,
  TRIAL: 3,
  EDGE: 4,
  EDGE_TRIAL: 4,
  ENTERPRISE: 4,
  ENTERPRISE_X: 4,
  ENTERPRISE_PLUS_TRIAL: 5,
  ENTERPRISE_PLUS: 5,
} as const;

export type LicenseType = keyof typeof licenseRanks;

export const licenseTypes = Object.keys(licenseRanks) as LicenseType[];

export function isLicenseType(value: string): value is LicenseType {
  return Object.hasOwn(licenseRanks, value);
}

/** What the server reports when no licence applies (guard 7, R3.14); not a rank of its own (O27). */
export const NO_LICENSE = 'N/A';

/** The licence the server reports: a licence type, or N/A. */
export type LicenseName = LicenseType | typeof NO_LICENSE;

/** The rank of a licence name (R7.12–R7.17); N/A and names the table does not hold rank as none. */
export function licenseRankOf(license: string): number {
  return isLicenseType(license) ? licenseRanks[license] : licenseRanks.none;
}

/** The unsupported-feature text (shell.md §6; admin-and-widgets.md §6, R7.37). */
export const UNSUPPORTED_FEATURE_TOOLTIP = '{feature} is not supported in {license} version';

/** The console's tooltip on a disabled entry and the server's refusal of the same feature use one text. */
export function unsupportedFeatureMessage(feature: string, license: string): string {
  return UNSUPPORTED_FEATURE_TOOLTIP.replace('{feature}', feature).replace('{license}', license);
}

/**
 * The features of Arca a licence rank gates, with the name the tooltip gives them. The console
 * disables their entries below the rank and the server refuses their calls (docs/decisions.md,
 * "Licence gates"): projects need a commercial licence or higher, as multi-team administration
 * is what the free editions leave out.
 */
export const licenseGates = {
  projects: { feature: 'Projects', minRank: licenseRanks.COMMERCIAL },
} as const;

export type LicenseGate = (typeof licenseGates)[keyof typeof licenseGates];

/** Whether a licence name (N/A and unknown names rank 0) reaches the gate's rank. */
export function passesLicenseGate(gate: LicenseGate, license: string): boolean {
  return licenseRankOf(license) >= gate.minRank;
}

/** Where the effective licence comes from: an installed file, the instance's default, or nowhere. */
export type LicenseSource = 'file' | 'default' | 'none';

/** The state of an installed licence file: in force, past its expiry date, or no longer signed by a trusted key. */
export type LicenseFileStatus = 'valid' | 'expired' | 'untrusted';

/** The installed licence file as it reads, whether or not it is in force. */
export interface InstalledLicenseFile {
  type: LicenseType;
  licensee: string;
  issued: string;
  expires: string;
  features: string[];
  status: LicenseFileStatus;
}

/** `GET` and `POST ui/licenses`: the effective licence, and the installed file behind it, if any. */
export interface CurrentLicense {
  type: LicenseName;
  rank: number;
  source: LicenseSource;
  /** False when no licence applies (type N/A). */
  valid: boolean;
  /** From the file when the file is in force; null otherwise. */
  licensee: string | null;
  expires: string | null;
  features: string[];
  file: InstalledLicenseFile | null;
}

const strings = { type: 'array', items: { type: 'string' } } as const;

export const currentLicenseSchema = {
  type: 'object',
  required: ['type', 'rank', 'source', 'valid', 'licensee', 'expires', 'features', 'file'],
  properties: {
    type: { type: 'string' },
    rank: { type: 'integer' },
    source: { type: 'string', enum: ['file', 'default', 'none'] },
    valid: { type: 'boolean' },
    licensee: { type: ['string', 'null'] },
    expires: { type: ['string', 'null'] },
    features: strings,
    file: {
      type: ['object', 'null'],
      required: ['type', 'licensee', 'issued', 'expires', 'features', 'status'],
      properties: {
        type: { type: 'string' },
        licensee: { type: 'string' },
        issued: { type: 'string' },
        expires: { type: 'string' },
        features: strings,
        status: { type: 'string', enum: ['valid', 'expired', 'untrusted'] },
      },
    },
  },
} as const;

/** The largest licence file the server accepts, as the console's dropped-file limit (R25.152). */
export const LICENSE_FILE_MAX_BYTES = 400 * 1024;

export const licenseMessages = {
  /** The spec's text for a file over the limit (R25.152). */
  fileTooLarge: 'File exceeds the maximum size of 400 KB',
  notALicense: (reason: string) => `The file is not an Arca licence: ${reason}`,
  noTrustedKeys:
    'No licence keys are configured: set ARCA_LICENSE_PUBLIC_KEYS or put the public key in data/license-keys/',
  unknownKey: (keyId: string) =>
    `The licence is signed by a key this server does not trust (key id ${keyId}): add its public key to ARCA_LICENSE_PUBLIC_KEYS`,
  badSignature: 'The licence signature is not valid: the file was changed after it was signed',
  expired: (date: string) => `The licence expired on ${date}`,
} as const;

const tag = 'Licences';

/** The licence calls of the console; the spec names none, so they sit beside the other ui/ calls. */
export const licenseRoutes = {
  get: route<{ reply: CurrentLicense }>()({
    method: 'GET',
    path: '/ui/licenses',
    mount: 'console',
    access: 'admin',
    tag,
    summary: 'The licence in force, and the installed licence file behind it',
    responses: { 200: currentLicenseSchema },
  }),
  /** The body is the file's text whatever its media type says: the signature is checked on it as sent. */
  install: route<{ body: string | undefined; reply: CurrentLicense }>()({
    method: 'POST',
    path: '/ui/licenses',
    mount: 'console',
    access: 'admin',
    tag,
    summary: 'Installs a signed licence file sent as the body',
    consumes: ['application/json', 'text/plain'],
    responses: { 200: currentLicenseSchema },
  }),
} as const;

export const licensePaths = {
  licenses: consoleUrl(licenseRoutes.get),
} as const;
