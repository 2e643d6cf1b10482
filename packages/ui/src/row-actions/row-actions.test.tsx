import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HeaderActionButton } from './header-action-button.tsx';
import { RowActions } from './row-actions.tsx';
import type { HeaderAction, RowAction } from './types.ts';

interface Artifact {
  name: string;
  repository: string;
}

const row: Artifact = { name: 'lodash-4.17.21.tgz', repository: 'npm-local' };

const download: RowAction<Artifact> = { label: 'Download', icon: <DownloadOutlined />, eventName: 'download' };
const remove: RowAction<Artifact> = { label: 'Delete', icon: <DeleteOutlined />, eventName: 'delete' };

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Row actions' }));
  return screen.findByRole('menu');
}

function menuIsClosed() {
  return screen.getByRole('button', { name: 'Row actions' }).getAttribute('aria-expanded') === 'false';
}

describe('RowActions', () => {
  it('R25.017 shows exactly one visible action as an icon button named by its label', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<RowActions row={row} actions={[download, { ...remove, isVisible: false }]} onAction={onAction} />);

    expect(screen.queryByRole('button', { name: 'Row actions' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Download' }));

    expect(onAction).toHaveBeenCalledWith('download', row);
  });

  it('R25.018 shows a menu trigger when more than one action is visible, and runs the chosen one', async () => {
    const user = userEvent.setup();
    const callbackFn = vi.fn();
    render(<RowActions row={row} actions={[download, { label: 'Copy path', iconClass: 'icon-copy', callbackFn }]} />);

    await openMenu(user);
    expect(screen.getByRole('menuitem', { name: /Download/ })).toBeTruthy();
    await user.click(screen.getByRole('menuitem', { name: /Copy path/ }));

    expect(callbackFn).toHaveBeenCalledWith(row);
    await waitFor(() => expect(menuIsClosed()).toBe(true));
  });

  it('R25.019 shows nothing when no action is visible for the row', () => {
    const { container } = render(
      <RowActions
        row={row}
        actions={[
          { ...download, isVisible: (r) => r.repository !== 'npm-local' },
          { ...remove, isVisible: false },
        ]}
      />,
    );

    expect(screen.queryByRole('button')).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('R25.020 clicking a disabled action does nothing, in the menu and as a single button', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    const { unmount } = render(
      <RowActions row={row} actions={[download, { ...remove, isDisabled: true }]} onAction={onAction} />,
    );

    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: /Delete/ }));
    expect(onAction).not.toHaveBeenCalled();
    unmount();

    render(<RowActions row={row} actions={[{ ...remove, isDisabled: true }]} onAction={onAction} />);
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveProperty('disabled', true);
    await user.click(button);
    expect(onAction).not.toHaveBeenCalled();
  });

  it('R25.021 the menu closes on Escape', async () => {
    const user = userEvent.setup();
    render(<RowActions row={row} actions={[download, remove]} />);

    await openMenu(user);
    expect(menuIsClosed()).toBe(false);
    await user.keyboard('{Escape}');

    await waitFor(() => expect(menuIsClosed()).toBe(true));
  });

  it('R25.022 the menu closes on a click outside it', async () => {
    const user = userEvent.setup();
    render(
      <div>
        <p>Outside</p>
        <RowActions row={row} actions={[download, remove]} />
      </div>,
    );

    await openMenu(user);
    await user.click(screen.getByText('Outside'));

    await waitFor(() => expect(menuIsClosed()).toBe(true));
  });
});

describe('HeaderActionButton', () => {
  const deploy: HeaderAction = { label: 'Deploy', iconClass: 'icon-deploy', eventName: 'deploy' };
  const importAction: HeaderAction = { label: 'Import', iconClass: 'icon-import', eventName: 'import' };

  it('R25.023 one action is a primary button that runs it', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<HeaderActionButton label="Actions" actions={[deploy]} onAction={onAction} />);

    const button = screen.getByRole('button', { name: /Deploy/ });
    expect(button.className).toContain('ant-btn-primary');
    expect(screen.queryByRole('button', { name: /Actions/ })).toBeNull();
    await user.click(button);

    expect(onAction).toHaveBeenCalledWith('deploy');
  });

  it('R25.024 several actions show a list menu from one button', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<HeaderActionButton label="Actions" actions={[deploy, importAction]} onAction={onAction} />);

    expect(screen.queryByRole('button', { name: /Deploy/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Actions/ }));
    await screen.findByRole('menu');
    await user.click(screen.getByRole('menuitem', { name: /Import/ }));

    expect(onAction).toHaveBeenCalledWith('import');
  });
});
