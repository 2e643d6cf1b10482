import { route } from './routes/route.ts';

/**
 * PyPI repositories at `/artifactory/api/pypi/{repo}/` (ADR 005): the simple index (PEP 503 HTML,
 * PEP 691 JSON), the files under `packages/` with their core metadata (`{file}.metadata`, PEP 658),
 * PyPI's JSON API (`pypi/{project}[/{version}]/json`), and the legacy upload API twine posts to. Each call
 * takes the rest of the path whole; access is decided per repository.
 */
export const PYPI_API = '/artifactory/api/pypi';

/** PyPI answers a refusal as its status and reason in plain text, which twine shows (ADR 011). */
const textError = {
  media: ['text/plain'],
  description: 'The status and the reason, as a line of text',
} as const;

const readResponses = {
  200: {
    media: [
      'text/html',
      'application/vnd.pypi.simple.v1+html',
      'application/vnd.pypi.simple.v1+json',
      'application/json',
      'application/octet-stream',
    ],
    description:
      'A simple page (the projects, or the files of one), in the form Accept asks for; a project or release in PyPI’s JSON API; or a file',
  },
  301: { media: [], description: 'The same page at its normalized address, with its trailing slash' },
  '4xx': textError,
} as const;

const tag = 'PyPI repositories';

export const pypiProtocolRoutes = {
  read: route()({
    method: 'GET',
    path: `${PYPI_API}/*`,
    mount: 'api',
    access: 'anyone',
    tag,
    summary: 'Reads the simple index, the simple page of a project, a project in the JSON API, or a file',
    responses: readResponses,
  }),
  readHead: route()({
    method: 'HEAD',
    path: `${PYPI_API}/*`,
    mount: 'api',
    access: 'anyone',
    tag,
    summary: 'The headers of the same read, without its body',
    responses: readResponses,
  }),
  upload: route()({
    method: 'POST',
    path: `${PYPI_API}/*`,
    mount: 'api',
    access: 'anyone',
    tag,
    summary: 'Uploads a distribution file as twine does, to the address of the repository',
    consumes: ['multipart/form-data'],
    responses: { 200: { media: ['text/plain'], description: 'OK, as a line of text' }, '4xx': textError },
  }),
} as const;
