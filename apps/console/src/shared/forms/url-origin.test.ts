import { describe, expect, it } from 'vitest';
import { leadsElsewhere } from './url-origin.ts';

describe('an edited URL', () => {
  it('leads elsewhere when its scheme, host or port changes, not its path', () => {
    const stored = 'https://ci.example.com/hook';
    expect(leadsElsewhere(stored, 'https://ci.example.com/other?x=1')).toBe(false);
    expect(leadsElsewhere(stored, 'https://CI.example.com:443/hook')).toBe(false);
    expect(leadsElsewhere(stored, 'http://ci.example.com/hook')).toBe(true);
    expect(leadsElsewhere(stored, 'https://ci.example.com:8443/hook')).toBe(true);
    expect(leadsElsewhere(stored, 'https://evil.example/hook')).toBe(true);
    expect(leadsElsewhere(stored, 'https://')).toBe(false);
  });
});
