export { ApiError, extractErrorMessage, normalizeError } from './api-error.ts';
export { type CallOptions, call } from './call.ts';
export { type HttpMethod, type RequestOptions, request } from './client.ts';
export { type DownloadOptions, download } from './download.ts';
export {
  ALL_PROJECTS,
  isAllProjects,
  type ProjectContext,
  useProjectContext,
} from './project-context.ts';
export {
  configureHttp,
  type HttpEnvironment,
  httpEnvironment,
  LOADER_QUERY,
  loginAfterUnauthorized,
  type Priority,
  REQUEST_PRIORITIES,
  SET_ME_UP_RESET_KEY,
} from './request-rules.ts';
