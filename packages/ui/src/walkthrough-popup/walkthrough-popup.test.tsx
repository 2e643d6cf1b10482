import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { WalkthroughStep } from './types.ts';
import { WalkthroughPopup } from './walkthrough-popup.tsx';

const steps: WalkthroughStep[] = [
  { title: 'Search packages', text: 'Find lodash.' },
  { title: 'Filter by repository', text: 'Pick libs-release.' },
  { title: 'Deploy', text: 'Upload a jar.' },
];

function Tour({ onClose }: { onClose: () => void }) {
  const [step, setStep] = useState(0);
  return (
    <WalkthroughPopup open steps={steps} step={step} onStepChange={setStep} onClose={onClose}>
      <button type="button">Search</button>
    </WalkthroughPopup>
  );
}

describe('WalkthroughPopup', () => {
  it('R25.162 R27.34 opens a 420 px popup anchored to its target', async () => {
    render(<Tour onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Search packages' });
    expect(within(dialog).getByText('Find lodash.')).toBeTruthy();
    expect(within(dialog).getByText('1 of 3')).toBeTruthy();
    const popup = dialog.closest<HTMLElement>('[role="tooltip"]');
    expect(popup?.style.width).toBe('420px');
  });

  it('steps with Next and Back, then Done closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Tour onClose={onClose} />);
    const first = await screen.findByRole('dialog', { name: 'Search packages' });
    expect(within(first).getByRole('button', { name: 'Back' })).toHaveProperty('disabled', true);
    await user.click(within(first).getByRole('button', { name: 'Next' }));
    const second = await screen.findByRole('dialog', { name: 'Filter by repository' });
    expect(within(second).getByText('2 of 3')).toBeTruthy();
    await user.click(within(second).getByRole('button', { name: 'Back' }));
    await screen.findByRole('dialog', { name: 'Search packages' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const last = await screen.findByRole('dialog', { name: 'Deploy' });
    expect(within(last).queryByRole('button', { name: 'Next' })).toBeNull();
    await user.click(within(last).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('works from the keyboard: focus starts on Next, Escape and Close end the tour', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Tour onClose={onClose} />);
    await screen.findByRole('dialog', { name: 'Search packages' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Filter by repository' });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows nothing while closed', () => {
    render(
      <WalkthroughPopup open={false} steps={steps} step={0} onStepChange={vi.fn()} onClose={vi.fn()}>
        <button type="button">Search</button>
      </WalkthroughPopup>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
