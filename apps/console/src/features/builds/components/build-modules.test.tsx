import type { BuildInfo } from '@arca/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { modulesOf } from '../build-info-fields.ts';
import { BuildModules } from './build-modules.tsx';

const sha1 = 'a'.repeat(40);
const sha256 = 'c'.repeat(64);

const run: BuildInfo = {
  name: 'web app',
  number: '7',
  started: '2026-11-23T10:00:00.000+0000',
  modules: [
    {
      id: 'org.acme:web:1.0',
      artifacts: [
        { name: 'web-1.0.jar', type: 'jar', sha256 },
        { name: 'web-1.0.pom', type: 'pom', sha1, sha256 },
      ],
      dependencies: [{ id: 'org.lib:core:2.1', type: 'jar', sha256 }],
    },
  ],
};

/** The text of the checksum cell in the row that names `name`. */
function checksumCell(tableName: string, name: string): HTMLElement {
  const table = screen.getByRole('table', { name: tableName });
  const header = within(table).getByRole('columnheader', { name: 'Checksum' });
  const column = [...(header.parentElement?.children ?? [])].indexOf(header);
  const row = within(table).getByRole('row', { name: new RegExp(name.replace('.', '\\.')) });
  const cell = row.children[column];
  if (!(cell instanceof HTMLElement)) throw new Error(`no checksum cell for ${name}`);
  return cell;
}

describe('build modules', () => {
  it('shows the checksum a build gave with its algorithm: SHA-1 when given, else SHA-256', () => {
    render(<BuildModules modules={modulesOf(run)} />);

    const onlySha256 = checksumCell('Artifacts', 'web-1.0.jar');
    expect(onlySha256.textContent).toContain('SHA-256');
    expect(onlySha256.textContent).toContain(sha256.slice(0, 10));

    const both = checksumCell('Artifacts', 'web-1.0.pom');
    expect(both.textContent).toContain('SHA-1');
    expect(both.textContent).not.toContain('SHA-256');
    expect(both.textContent).toContain(sha1.slice(0, 10));

    const dependency = checksumCell('Dependencies', 'org.lib:core:2.1');
    expect(dependency.textContent).toContain('SHA-256');
    expect(dependency.textContent).toContain(sha256.slice(0, 10));
  });
});
