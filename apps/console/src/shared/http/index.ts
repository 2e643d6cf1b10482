export { ApiError, extractErrorMessage, normalizeError } from './api-error.ts';
export { type HttpMethod, type RequestOptions, request } from './client.ts';
