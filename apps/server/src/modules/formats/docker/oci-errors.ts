import { DomainError } from '../../../lib/errors.ts';

/** The error codes of the OCI distribution spec (§ Error Codes) this registry answers with. */
export type OciErrorCode =
  | 'BLOB_UNKNOWN'
  | 'BLOB_UPLOAD_INVALID'
  | 'BLOB_UPLOAD_UNKNOWN'
  | 'DIGEST_INVALID'
  | 'MANIFEST_BLOB_UNKNOWN'
  | 'MANIFEST_INVALID'
  | 'MANIFEST_UNKNOWN'
  | 'NAME_INVALID'
  | 'NAME_UNKNOWN'
  | 'SIZE_INVALID'
  | 'UNAUTHORIZED'
  | 'DENIED'
  | 'UNSUPPORTED'
  | 'RANGE_INVALID'
  | 'TOOMANYREQUESTS';

/** An error the registry answers in the spec's shape, `{errors:[{code,message,detail}]}`. */
export class OciError extends DomainError {
  readonly ociCode: OciErrorCode;
  readonly detail: unknown;
  /** Headers the answer carries beside the body, such as where a refused upload stands. */
  readonly headers: Readonly<Record<string, string>>;
  constructor(
    status: number,
    code: OciErrorCode,
    message: string,
    detail?: unknown,
    headers: Readonly<Record<string, string>> = {},
  ) {
    super(status, message, code);
    this.ociCode = code;
    this.detail = detail;
    this.headers = headers;
  }
}

const BY_STATUS: Record<number, OciErrorCode> = {
  401: 'UNAUTHORIZED',
  403: 'DENIED',
  404: 'NAME_UNKNOWN',
  405: 'UNSUPPORTED',
  429: 'TOOMANYREQUESTS',
};

/** The spec's code for a storage or authentication error: who may not, what is missing. */
export function ociCodeOf(error: DomainError): OciErrorCode {
  if (error instanceof OciError) return error.ociCode;
  return BY_STATUS[error.status] ?? 'UNSUPPORTED';
}

export function errorBody(code: OciErrorCode, message: string, detail?: unknown) {
  return { errors: [{ code, message, detail: detail ?? null }] };
}

export const blobUnknown = (digest: string) => new OciError(404, 'BLOB_UNKNOWN', 'blob unknown to registry', digest);
export const manifestUnknown = (reference: string) =>
  new OciError(404, 'MANIFEST_UNKNOWN', 'manifest unknown', reference);
export const uploadUnknown = (id: string) => new OciError(404, 'BLOB_UPLOAD_UNKNOWN', 'blob upload unknown', id);
export const digestInvalid = (detail: string) =>
  new OciError(400, 'DIGEST_INVALID', 'provided digest did not match uploaded content', detail);
export const manifestInvalid = (detail: string) => new OciError(400, 'MANIFEST_INVALID', 'manifest invalid', detail);
export const nameInvalid = (name: string) => new OciError(400, 'NAME_INVALID', 'invalid repository name', name);
export const nameUnknown = (name: string) =>
  new OciError(404, 'NAME_UNKNOWN', 'repository name not known to registry', name);
