import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fileTreeDemo } from './file-tree.demo.tsx';

describe('fileTreeDemo', () => {
  it("R25.066 R25.067 R25.068 shows an empty folder, ignores a missing one and reports 'Could not open node'", async () => {
    const user = userEvent.setup();
    const Demo = fileTreeDemo.Component;
    render(<Demo />);
    const item = (name: string) => screen.getByRole('treeitem', { name });

    await user.dblClick(item('npm-local'));
    expect(await screen.findByRole('treeitem', { name: 'huge-folder (20000 files)' })).toBeTruthy();

    await user.dblClick(item('empty-folder'));
    expect(await within(item('empty-folder')).findByText('Empty')).toBeTruthy();

    await user.dblClick(item('deleted-folder'));
    await user.dblClick(item('corrupted-folder'));
    expect(await screen.findByText('Could not open node')).toBeTruthy();
    expect(screen.getAllByText('Could not open node')).toHaveLength(1);
    expect(item('deleted-folder').getAttribute('aria-expanded')).toBe('false');
  });
});
