import { describe, expect, it } from 'vitest';
import { originOf } from './url-origin.ts';

describe('the origin of a URL', () => {
  it('is its scheme, host and port, whatever the path, the host case or a default port', () => {
    expect(originOf('https://CI.example.com:443/hook?x=1')).toBe('https://ci.example.com');
    expect(originOf('http://ci.example.com:8080/a')).toBe('http://ci.example.com:8080');
    expect(originOf('http://[0:0::1]:3128')).toBe('http://[::1]:3128');
    expect(originOf('not a url')).toBeUndefined();
  });
});
