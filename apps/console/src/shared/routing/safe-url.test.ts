import { describe, expect, it } from 'vitest';
import { sanitizeExternalUrl } from './safe-url.ts';

describe('sanitizeExternalUrl', () => {
  it('R4.28 keeps absolute http and https addresses', () => {
    expect(sanitizeExternalUrl('https://idp.example.com/sso?app=arca')).toBe('https://idp.example.com/sso?app=arca');
    expect(sanitizeExternalUrl('http://127.0.0.1:9000/login')).toBe('http://127.0.0.1:9000/login');
  });

  it('R4.28 refuses script, data and relative addresses', () => {
    expect(sanitizeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(sanitizeExternalUrl('JaVaScRiPt:alert(1)')).toBeNull();
    expect(sanitizeExternalUrl('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(sanitizeExternalUrl('//evil.example.com')).toBeNull();
    expect(sanitizeExternalUrl('/ui/login')).toBeNull();
    expect(sanitizeExternalUrl('')).toBeNull();
    expect(sanitizeExternalUrl(null)).toBeNull();
  });
});
