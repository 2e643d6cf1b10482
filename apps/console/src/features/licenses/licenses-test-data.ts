import { type CurrentLicense, licenseRoutes } from '@arca/contract';
import { HttpResponse } from 'msw';
import { mockCall } from '../../test/mock-call.ts';

/** An instance that never had a file: the default, the highest rank. */
export const defaultLicense: CurrentLicense = {
  type: 'ENTERPRISE_PLUS',
  rank: 5,
  source: 'default',
  valid: true,
  licensee: null,
  expires: null,
  features: [],
  file: null,
};

/** The OSS file the tests install, as the server answers once it is in force. */
export const ossFile = {
  type: 'OSS',
  licensee: 'Acme Corp',
  issued: '2026-01-01',
  expires: '2099-12-31',
  features: ['replication'],
  status: 'valid',
} as const satisfies CurrentLicense['file'];

export const installedOss: CurrentLicense = {
  type: 'OSS',
  rank: 1,
  source: 'file',
  valid: true,
  licensee: 'Acme Corp',
  expires: '2099-12-31',
  features: ['replication'],
  file: ossFile,
};

/** A licence file's text as the tool writes it: JSON over several lines. */
export const ossFileText = `{
  "license": {"type": "OSS", "licensee": "Acme Corp", "issued": "2026-01-01", "expires": "2099-12-31", "features": ["replication"]},
  "keyId": "0123456789abcdef",
  "signature": "c2lnbmF0dXJl"
}
`;

/**
 * `GET` and `POST ui/licenses` over one licence that a successful POST replaces; `install` decides
 * the answer to each POST, and every POST body is recorded as the server received it.
 */
export function licenseHandlers(
  initial: CurrentLicense,
  install: (text: string) => CurrentLicense | { status: number; message: string } = () => installedOss,
) {
  let current = initial;
  const posts: { body: string; contentType: string | null }[] = [];
  const handlers = [
    mockCall(licenseRoutes.get, () => current),
    mockCall(licenseRoutes.install, async ({ request }) => {
      const body = await request.text();
      posts.push({ body, contentType: request.headers.get('content-type') });
      const answer = install(body);
      if ('message' in answer) {
        return HttpResponse.json(
          { errors: [{ status: answer.status, message: answer.message }] },
          { status: answer.status },
        );
      }
      current = answer;
      return current;
    }),
  ];
  return { handlers, posts };
}
