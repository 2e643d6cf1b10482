import { describe, expect, it } from 'vitest';
import { compileLeadFilePattern } from './lead-file-pattern.ts';

describe('lead-file patterns of generic repositories', () => {
  it('reads name and version where the pattern places them, the same wherever one repeats', () => {
    const match = compileLeadFilePattern('[name]/[version]/[name]-[version].zip');
    expect(match?.('tool/2.0.1/tool-2.0.1.zip')).toEqual({ name: 'tool', version: '2.0.1' });
    expect(match?.('tool/2.0.1/other-2.0.1.zip')).toBeUndefined();
    expect(match?.('tool/2.0.1/tool-2.0.1.zip.sha1')).toBeUndefined();
  });

  it('lets * stand for text within a folder and ** for any folders', () => {
    const match = compileLeadFilePattern('**/[name]-[version]-*.bin');
    expect(match?.('a/b/agent-3.1-linux.bin')).toEqual({ name: 'agent', version: '3.1' });
    expect(match?.('agent-3.1-linux.bin')).toEqual({ name: 'agent', version: '3.1' });
    expect(match?.('a/agent-3.1-linux/x.bin')).toBeUndefined();
  });

  it('is no pattern without both a name and a version', () => {
    expect(compileLeadFilePattern('[name]/*.zip')).toBeUndefined();
  });
});
