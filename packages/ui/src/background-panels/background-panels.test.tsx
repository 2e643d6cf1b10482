import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BackgroundPanels } from './background-panels.tsx';
import type { BackgroundPanelData } from './types.ts';
import { CANCEL_TEXT, deployingTitle, IMPORTING_RELEASE_BUNDLE_TITLE } from './utils.ts';

function Host({ onCancel }: { onCancel: () => void }) {
  const [panels, setPanels] = useState<BackgroundPanelData[]>([
    { id: 'import', title: IMPORTING_RELEASE_BUNDLE_TITLE, collapsed: false, body: 'release-2024.06' },
    {
      id: 'deploy',
      title: deployingTitle(3),
      collapsed: false,
      body: 'lodash-4.17.21.tgz',
      actions: [{ text: CANCEL_TEXT, onClick: onCancel }],
    },
  ]);
  return (
    <BackgroundPanels
      panels={panels}
      onToggle={(id) => setPanels((all) => all.map((p) => (p.id === id ? { ...p, collapsed: !p.collapsed } : p)))}
      onClose={(id) => setPanels((all) => all.filter((p) => p.id !== id))}
    />
  );
}

describe('BackgroundPanels', () => {
  it("R25.142 R25.143 shows 'Importing Release Bundle' and 'DEPLOYING 3 FILE(S)' with a CANCEL action", async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<Host onCancel={onCancel} />);
    const importing = screen.getByRole('region', { name: 'Importing Release Bundle' });
    expect(within(importing).getByText('release-2024.06')).toBeTruthy();
    const deploying = screen.getByRole('region', { name: 'DEPLOYING 3 FILE(S)' });
    await user.click(within(deploying).getByRole('button', { name: 'CANCEL' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('R25.144 toggles a panel down and up', async () => {
    const user = userEvent.setup();
    render(<Host onCancel={vi.fn()} />);
    const panel = screen.getByRole('region', { name: 'DEPLOYING 3 FILE(S)' });
    const collapse = within(panel).getByRole('button', { name: 'Collapse' });
    expect(collapse.getAttribute('aria-expanded')).toBe('true');
    await user.click(collapse);
    const expand = within(panel).getByRole('button', { name: 'Expand' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    expect(within(panel).queryByRole('button', { name: 'CANCEL' })).toBeNull();
    await user.click(expand);
    expect(within(panel).getByRole('button', { name: 'CANCEL' })).toBeTruthy();
  });

  it('R25.144 R25.145 closes a panel, and the others move up to fill its place', async () => {
    const user = userEvent.setup();
    render(<Host onCancel={vi.fn()} />);
    const importing = screen.getByRole('region', { name: 'Importing Release Bundle' });
    const deploying = screen.getByRole('region', { name: 'DEPLOYING 3 FILE(S)' });
    expect(importing.style.right).toBe('0px');
    expect(deploying.style.right).toBe('370px');
    expect(deploying.style.width).toBe('360px');
    await user.click(within(importing).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Importing Release Bundle' })).toBeNull();
    expect(screen.getByRole('region', { name: 'DEPLOYING 3 FILE(S)' }).style.right).toBe('0px');
  });
});
