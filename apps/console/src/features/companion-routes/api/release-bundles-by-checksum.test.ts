import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/server.ts';
import {
  fetchReleaseBundlesByChecksum,
  RELEASE_BUNDLES_BY_CHECKSUM_ROWS,
  releaseBundlesByChecksumPath,
} from './release-bundles-by-checksum.ts';

const sha = 'a3f1c9e0b7d24c6f8e1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f70';

describe('release bundles by checksum', () => {
  it('R17.06 R28.090 asks GET /distribution/api/ui/release_bundle/checksum/{checksum} with num_of_rows and reads data.data', async () => {
    const asked: URL[] = [];
    server.use(
      http.get(releaseBundlesByChecksumPath(sha), ({ request }) => {
        asked.push(new URL(request.url));
        return HttpResponse.json({
          data: {
            data: [
              { name: 'webapp-release', version: '2.4.0', status: 'SIGNED' },
              { name: 'webapp-release', version: '2.3.1' },
            ],
            total: 2,
          },
        });
      }),
    );
    const bundles = await fetchReleaseBundlesByChecksum(sha, 10);
    expect(bundles.map((bundle) => `${bundle.name}@${bundle.version}`)).toEqual([
      'webapp-release@2.4.0',
      'webapp-release@2.3.1',
    ]);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.pathname).toBe(`/distribution/api/ui/release_bundle/checksum/${sha}`);
    expect(asked[0]?.searchParams.get('num_of_rows')).toBe('10');

    await fetchReleaseBundlesByChecksum(sha);
    expect(asked[1]?.searchParams.get('num_of_rows')).toBe(String(RELEASE_BUNDLES_BY_CHECKSUM_ROWS));
  });

  it('reads an answer without data.data as no bundles', async () => {
    server.use(http.get(releaseBundlesByChecksumPath(sha), () => HttpResponse.json({ data: {} })));
    expect(await fetchReleaseBundlesByChecksum(sha)).toEqual([]);
  });
});
