import { describe, expect, it } from 'vitest';
import { installCommandOf, installCommandPackageTypes } from './install-commands.ts';

describe('install commands', () => {
  it('R10.58 R10.59 exist, with a command and a command-with-version form, for alpine, cargo, chef, deb, rubygems, npm, nuget, opkg, pypi, rpm, bower, docker, go and puppet', () => {
    expect(installCommandPackageTypes.join(' ')).toBe(
      'alpine cargo chef deb rubygems npm nuget opkg pypi rpm bower docker go puppet',
    );
    for (const type of installCommandPackageTypes) {
      const command = installCommandOf(type, 'thing', '1.2.3');
      expect(command?.command, type).toContain('thing');
      expect(command?.command, type).not.toContain('1.2.3');
      expect(command?.commandWithVersion, type).toContain('1.2.3');
    }
  });

  it('speaks each client’s own syntax for a pinned version', () => {
    expect(installCommandOf('npm', '@scope/pkg', '2.0.0')).toEqual({
      command: 'npm install @scope/pkg',
      commandWithVersion: 'npm install @scope/pkg@2.0.0',
    });
    expect(installCommandOf('pypi', 'requests', '2.31.0')?.commandWithVersion).toBe('pip install requests==2.31.0');
    expect(installCommandOf('Docker', 'host/repo/app', '1.0')?.commandWithVersion).toBe(
      'docker pull host/repo/app:1.0',
    );
    expect(installCommandOf('rubygems', 'rake', '13.0.0')?.commandWithVersion).toBe('gem install rake -v 13.0.0');
    expect(installCommandOf('go', 'example.com/mod', 'v1.0.0')?.commandWithVersion).toBe(
      'go get example.com/mod@v1.0.0',
    );
  });

  it('has none for types outside the list', () => {
    expect(installCommandOf('maven', 'g:a', '1')).toBeUndefined();
    expect(installCommandOf('generic', 'file', '1')).toBeUndefined();
  });
});
