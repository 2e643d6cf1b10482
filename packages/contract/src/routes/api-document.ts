import { route } from './route.ts';

const tag = 'System';

/** The API document generated from the route table, and a page a person can read it on. */
export const apiDocumentRoutes = {
  openApi: route()({
    method: 'GET',
    path: '/artifactory/api/openapi.json',
    mount: 'api',
    access: 'anyone',
    tag,
    summary: 'The OpenAPI 3.1 document of every call',
    responses: { 200: { type: 'object', additionalProperties: true } },
  }),
  page: route()({
    method: 'GET',
    path: '/artifactory/api/openapi',
    mount: 'api',
    access: 'anyone',
    tag,
    summary: 'The API document as a page',
    responses: { 200: { media: ['text/html'], description: 'Every call, grouped by area' } },
  }),
} as const;
