export { ApiError, extractErrorMessage, normalizeError } from './api-error.ts';
export { type HttpMethod, type RequestOptions, request } from './client.ts';
export {
  configureHttp,
  type HttpEnvironment,
  httpEnvironment,
  LOADER_QUERY,
  loginAfterUnauthorized,
  type Priority,
  SET_ME_UP_RESET_KEY,
} from './request-rules.ts';
