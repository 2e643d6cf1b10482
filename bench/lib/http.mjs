// One HTTP request that returns the bytes as sent (no decompression), for checking what a server
// answers before loading it and for handing its exact bytes to the limit server.
import { request } from 'node:http';

/** GET (or `method`) `url` with `headers`; resolves { status, headers, body: Buffer }. */
export function rawRequest(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
