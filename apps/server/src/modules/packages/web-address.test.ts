import { describe, expect, it } from 'vitest';
import { webAddressOf } from './version-details.service.ts';

describe('the public address of reverse-proxy data', () => {
  it('R22.05 R27.44 takes port 80 for HTTP and 443 for HTTPS when the URL names none', () => {
    expect(webAddressOf('http://arca.example/')).toEqual({ serverName: 'arca.example', https: false, port: 80 });
    expect(webAddressOf('https://arca.example/artifacts')).toEqual({
      serverName: 'arca.example',
      https: true,
      port: 443,
    });
    expect(webAddressOf('https://arca.example:8443')).toEqual({ serverName: 'arca.example', https: true, port: 8443 });
  });
});
