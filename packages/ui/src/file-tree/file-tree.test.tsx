import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FileTree } from './file-tree.tsx';
import type { FileTreeProps, TreeNode, TreeNodeInput } from './types.ts';
import { createTreeData, TREE_INDENT, TREE_ROW_HEIGHT } from './utils.ts';

type Loader = FileTreeProps['loadChildren'];

const ROOTS: TreeNodeInput[] = [
  { id: 'npm-local', text: 'npm-local', isExpandable: true },
  { id: 'docker-remote', text: 'docker-remote', isExpandable: true },
];

const LISTINGS: Record<string, TreeNodeInput[]> = {
  'npm-local': [
    { id: 'npm-local/lodash', text: 'lodash', isExpandable: true },
    { id: 'npm-local/README.md', text: 'README.md' },
  ],
  'npm-local/lodash': [
    { id: 'npm-local/lodash/lodash-4.17.20.tgz', text: 'lodash-4.17.20.tgz' },
    { id: 'npm-local/lodash/lodash-4.17.21.tgz', text: 'lodash-4.17.21.tgz' },
  ],
};

const listing: Loader = (node) => Promise.resolve(LISTINGS[node.id] ?? []);

interface HarnessProps extends Partial<Omit<FileTreeProps, 'data' | 'onChange'>> {
  roots?: TreeNodeInput[];
}

function Harness({ roots = ROOTS, ...props }: HarnessProps) {
  const [data, setData] = useState(() => createTreeData(roots));
  return (
    <FileTree
      ariaLabel="Repository browser"
      data={data}
      onChange={setData}
      loadChildren={listing}
      onError={() => undefined}
      {...props}
    />
  );
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const item = (name: string) => screen.getByRole('treeitem', { name });

/** Focuses the tree on `name` by clicking its row, as a user would. */
async function activate(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(item(name));
  expect(item(name).getAttribute('aria-selected')).toBe('true');
}

describe('FileTree', () => {
  it('R25.061 is a named tree of treeitems with level, expanded and selected states', () => {
    render(<Harness />);
    const tree = screen.getByRole('tree', { name: 'Repository browser' });
    const rows = within(tree).getAllByRole('treeitem');
    expect(rows.map((row) => row.getAttribute('aria-level'))).toEqual(['1', '1']);
    expect(item('npm-local').getAttribute('aria-expanded')).toBe('false');
    expect(item('npm-local').getAttribute('aria-selected')).toBe('false');
    expect(tree.tabIndex).toBe(0);
  });

  it('R25.060 R25.065 opening a closed node loads its children with a loading indicator meanwhile', async () => {
    const user = userEvent.setup();
    const load = deferred<TreeNodeInput[]>();
    const loadChildren = vi.fn<Loader>(() => load.promise);
    render(<Harness loadChildren={loadChildren} />);

    await activate(user, 'npm-local');
    await user.keyboard('{ArrowRight}');

    expect(loadChildren).toHaveBeenCalledWith(expect.objectContaining({ id: 'npm-local' }));
    expect(screen.getByRole('treeitem', { name: 'npm-local', busy: true })).toBeTruthy();
    expect(within(item('npm-local')).getByRole('img', { name: 'loading' })).toBeTruthy();

    await act(async () => load.resolve(LISTINGS['npm-local'] ?? []));

    expect(screen.getByRole('treeitem', { name: 'npm-local', busy: false }).getAttribute('aria-expanded')).toBe('true');
    expect(item('lodash').getAttribute('aria-level')).toBe('2');
    expect(item('README.md')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'loading' })).toBeNull();
  });

  it('R25.060 double-click toggles a node open and closed; a second open reuses the loaded children', async () => {
    const user = userEvent.setup();
    const loadChildren = vi.fn(listing);
    render(<Harness loadChildren={loadChildren} />);

    await user.dblClick(item('npm-local'));
    expect(await screen.findByRole('treeitem', { name: 'lodash' })).toBeTruthy();
    await user.dblClick(item('npm-local'));
    expect(screen.queryByRole('treeitem', { name: 'lodash' })).toBeNull();
    expect(item('npm-local').getAttribute('aria-expanded')).toBe('false');
    await user.dblClick(item('npm-local'));
    expect(item('lodash')).toBeTruthy();
    expect(loadChildren).toHaveBeenCalledTimes(1);
  });

  it('R25.066 a node whose load returns nothing is marked empty and loses its expander', async () => {
    const user = userEvent.setup();
    render(<Harness loadChildren={() => Promise.resolve([])} />);

    await activate(user, 'docker-remote');
    await user.keyboard('{ArrowRight}');

    expect(await within(item('docker-remote')).findByText('Empty')).toBeTruthy();
    expect(item('docker-remote').hasAttribute('aria-expanded')).toBe(false);
    expect(item('docker-remote').getAttribute('aria-busy')).toBeNull();
  });

  it('R25.067 a not-found error while opening is silently ignored', async () => {
    const user = userEvent.setup();
    const onError = vi.fn();
    render(<Harness loadChildren={() => Promise.reject({ status: 404 })} onError={onError} />);

    await activate(user, 'npm-local');
    await user.keyboard('{ArrowRight}');

    await waitFor(() => expect(item('npm-local').getAttribute('aria-busy')).toBeNull());
    expect(onError).not.toHaveBeenCalled();
    expect(item('npm-local').getAttribute('aria-expanded')).toBe('false');
  });

  it("R25.068 any other error while opening is reported as 'Could not open node'", async () => {
    const user = userEvent.setup();
    const onError = vi.fn();
    const failure = new Error('502 Bad Gateway');
    render(<Harness loadChildren={() => Promise.reject(failure)} onError={onError} />);

    await activate(user, 'npm-local');
    await user.keyboard('{ArrowRight}');

    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith(
        'Could not open node',
        expect.objectContaining({ id: 'npm-local' }),
        failure,
      ),
    );
    expect(item('npm-local').getAttribute('aria-busy')).toBeNull();
    expect(item('npm-local').getAttribute('aria-expanded')).toBe('false');
  });

  it('R25.069 closing an open node collapses all its descendants', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await activate(user, 'npm-local');
    await user.keyboard('{ArrowRight}');
    await screen.findByRole('treeitem', { name: 'lodash' });
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await screen.findByRole('treeitem', { name: 'lodash-4.17.21.tgz' });
    expect(item('lodash').getAttribute('aria-expanded')).toBe('true');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(item('npm-local').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.queryByRole('treeitem', { name: 'lodash' })).toBeNull();

    await user.keyboard('{ArrowRight}');
    expect(item('lodash').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('treeitem', { name: 'lodash-4.17.21.tgz' })).toBeNull();
  });

  it('R25.061 arrows move the active node, Right enters and Left returns to the parent, Enter activates', async () => {
    const user = userEvent.setup();
    const onActivate = vi.fn<(node: TreeNode) => void>();
    render(<Harness onActivate={onActivate} />);
    const tree = screen.getByRole('tree');

    await user.click(tree);
    await user.keyboard('{ArrowDown}');
    expect(item('npm-local').getAttribute('aria-selected')).toBe('true');
    expect(tree.getAttribute('aria-activedescendant')).toBe(item('npm-local').id);

    await user.keyboard('{ArrowDown}');
    expect(item('docker-remote').getAttribute('aria-selected')).toBe('true');
    expect(item('npm-local').getAttribute('aria-selected')).toBe('false');

    await user.keyboard('{ArrowUp}{ArrowRight}');
    await screen.findByRole('treeitem', { name: 'lodash' });
    await user.keyboard('{ArrowRight}');
    expect(tree.getAttribute('aria-activedescendant')).toBe(item('lodash').id);
    await user.keyboard('{ArrowDown}');
    expect(item('README.md').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowLeft}');
    expect(item('npm-local').getAttribute('aria-selected')).toBe('true');

    await user.keyboard('{Enter}');
    expect(onActivate).toHaveBeenCalledWith(expect.objectContaining({ id: 'npm-local' }));
  });

  it('R25.062 R25.070 R25.071 checkboxes: a parent checks its children; mixed children make it indeterminate', async () => {
    const user = userEvent.setup();
    render(<Harness checkable />);

    await activate(user, 'npm-local');
    await user.keyboard('{ArrowRight}');
    await screen.findByRole('treeitem', { name: 'lodash' });

    await user.click(screen.getByRole('checkbox', { name: 'npm-local' }));
    expect(item('npm-local').getAttribute('aria-checked')).toBe('true');
    expect(item('lodash').getAttribute('aria-checked')).toBe('true');
    expect(item('README.md').getAttribute('aria-checked')).toBe('true');

    await user.click(screen.getByRole('checkbox', { name: 'README.md' }));
    expect(item('README.md').getAttribute('aria-checked')).toBe('false');
    expect(item('npm-local').getAttribute('aria-checked')).toBe('mixed');

    // Space on the active node toggles its check: all children agree again, so the parent follows.
    await user.keyboard('{ArrowDown}{ArrowDown}{ }');
    expect(item('README.md').getAttribute('aria-checked')).toBe('true');
    expect(item('npm-local').getAttribute('aria-checked')).toBe('true');
  });

  it('R25.062 without checkable there are no checkboxes', () => {
    render(<Harness />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(item('npm-local').hasAttribute('aria-checked')).toBe(false);
  });

  it('R25.063 right-click opens the caller’s menu, whose items act on that node', async () => {
    const user = userEvent.setup();
    const download = vi.fn<(node: TreeNode) => void>();
    const items = [
      { key: 'copy', label: 'Copy path', onClick: vi.fn() },
      { key: 'download', label: 'Download', onClick: download },
    ];
    render(<Harness contextMenuItems={items} />);

    await user.pointer({ keys: '[MouseRight]', target: item('docker-remote') });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Copy path' })).toBeTruthy();
    await user.click(within(menu).getByRole('menuitem', { name: 'Download' }));

    expect(download).toHaveBeenCalledWith(expect.objectContaining({ id: 'docker-remote' }));
    expect(item('docker-remote').getAttribute('aria-selected')).toBe('true');
  });

  it('R25.063 R25.061 Shift+F10 opens the menu on the active node', async () => {
    const user = userEvent.setup();
    const remove = vi.fn<(node: TreeNode) => void>();
    render(<Harness contextMenuItems={(node) => [{ key: 'delete', label: `Delete ${node.text}`, onClick: remove }]} />);

    await activate(user, 'npm-local');
    await user.keyboard('{ArrowDown}{Shift>}{F10}{/Shift}');
    const menu = await screen.findByRole('menu');
    // Focus moves into the menu, and Escape brings it back to the tree.
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('tree'));
    expect(remove).not.toHaveBeenCalled();

    await user.keyboard('{Shift>}{F10}{/Shift}');
    await user.click(await screen.findByRole('menuitem', { name: 'Delete docker-remote' }));
    expect(remove).toHaveBeenCalledWith(expect.objectContaining({ id: 'docker-remote' }));
  });

  it('R25.072 R27.35 rows are 30 px high and indented 26 px per level', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await activate(user, 'npm-local');
    await user.keyboard('{ArrowRight}');
    const child = await screen.findByRole('treeitem', { name: 'lodash' });

    expect(child.style.height).toBe(`${TREE_ROW_HEIGHT}px`);
    expect(child.style.top).toBe(`${TREE_ROW_HEIGHT}px`);
    const rootPadding = Number.parseFloat(item('npm-local').style.paddingLeft);
    expect(Number.parseFloat(child.style.paddingLeft) - rootPadding).toBe(TREE_INDENT);
  });

  it('a name longer than its row ends in an ellipsis and shows in full on hover', () => {
    const name = `release-candidate-${'x'.repeat(120)}.tar.gz`;
    render(<Harness roots={[{ id: name, text: name }]} />);
    const label = document.getElementById(item(name).getAttribute('aria-labelledby') ?? '');

    expect(label?.title).toBe(name);
    expect(label?.style).toMatchObject({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
    // The row keeps to the tree's width, so the label is cut there rather than scrolled out of view.
    expect(item(name).style.width).toBe('100%');
  });

  it('R25.072 R27.36 R27.37 20 000 children arrive in two chunks, only a window renders, bottom reached fires', async () => {
    const user = userEvent.setup();
    const files = Array.from({ length: 20_000 }, (_, n) => ({ id: `huge/${n}`, text: `lodash-4.17.${n}.tgz` }));
    const onBottomReached = vi.fn();
    render(
      <Harness
        roots={[{ id: 'huge', text: 'huge-folder (20000 files)', isExpandable: true }]}
        loadChildren={() => Promise.resolve(files)}
        onBottomReached={onBottomReached}
        height={300}
      />,
    );
    await activate(user, 'huge-folder (20000 files)');
    const tree = screen.getByRole('tree');

    // Only setTimeout is faked, and only here: the second chunk then waits for us. fireEvent stays synchronous,
    // where user-event would wait on the faked clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.keyDown(tree, { key: 'ArrowRight' });
      await act(async () => {
        for (let tick = 0; tick < 5; tick++) await Promise.resolve();
      });
      // The first chunk of 10 000 shows at once while the node still loads.
      expect(item('lodash-4.17.0.tgz').getAttribute('aria-setsize')).toBe('10000');
      expect(item('huge-folder (20000 files)').getAttribute('aria-busy')).toBe('true');
      act(() => vi.advanceTimersByTime(1));
    } finally {
      vi.useRealTimers();
    }
    expect(item('lodash-4.17.0.tgz').getAttribute('aria-setsize')).toBe('20000');
    expect(item('huge-folder (20000 files)').getAttribute('aria-busy')).toBeNull();
    // R27.35: a 300 px viewport plus the 210 px buffer is 17 rows of 30 px, far fewer than 20 001.
    expect(screen.getAllByRole('treeitem')).toHaveLength(17);

    const end = 20_001 * TREE_ROW_HEIGHT - 300;
    fireEvent.scroll(tree, { target: { scrollTop: end - 1501 } });
    expect(onBottomReached).not.toHaveBeenCalled();
    fireEvent.scroll(tree, { target: { scrollTop: end - 1500 } });
    fireEvent.scroll(tree, { target: { scrollTop: end - 1000 } });
    fireEvent.scroll(tree, { target: { scrollTop: end } });
    expect(onBottomReached).toHaveBeenCalledTimes(1);
    expect(item('lodash-4.17.19999.tgz')).toBeTruthy();
    expect(screen.queryByRole('treeitem', { name: 'lodash-4.17.0.tgz' })).toBeNull();
  });
});
