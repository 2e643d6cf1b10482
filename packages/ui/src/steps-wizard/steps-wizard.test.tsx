import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StepsWizard } from './steps-wizard.tsx';
import type { WizardStep } from './types.ts';

const steps: WizardStep[] = [
  { title: 'Repository', done: true },
  { title: 'Package', invalid: true },
  { title: 'Scan', loading: true },
  { title: 'Permissions', selected: true },
  { title: 'Promote', disabled: true },
  { title: 'Review' },
];

function renderWizard(onStepChange = vi.fn()) {
  render(<StepsWizard steps={steps} onStepChange={onStepChange} ariaLabel="Deploy steps" />);
  return onStepChange;
}

describe('StepsWizard', () => {
  it('R25.124 shows the steps as a numbered list', () => {
    renderWizard();
    const list = screen.getByRole('list', { name: 'Deploy steps' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    // Steps without a state icon show their number.
    expect(within(items[3] as HTMLElement).getByRole('button').textContent).toContain('4');
    expect(within(items[5] as HTMLElement).getByRole('button').textContent).toContain('6');
  });

  it('R25.125 marks each step with its state: done, invalid, loading, disabled, selected', () => {
    renderWizard();
    expect(screen.getByRole('button', { name: /Repository.*done/ }).querySelector('.anticon-check')).not.toBeNull();
    expect(
      screen.getByRole('button', { name: /Package.*invalid/ }).querySelector('.anticon-exclamation'),
    ).not.toBeNull();
    const scan = screen.getByRole('button', { name: /Scan.*loading/ });
    expect(scan.querySelector('.anticon-loading')).not.toBeNull();
    expect(scan.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: /Promote/ }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: /Permissions/ }).getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('button', { name: /Review/ }).getAttribute('aria-current')).toBeNull();
  });

  it('R25.126 clicking a step that is neither disabled nor selected switches to it', async () => {
    const user = userEvent.setup();
    const onStepChange = renderWizard();
    await user.click(screen.getByRole('button', { name: /Review/ }));
    await user.click(screen.getByRole('button', { name: /Repository/ }));
    expect(onStepChange.mock.calls).toEqual([[5], [0]]);
  });

  it('R25.126 Enter and Space on a step switch to it', async () => {
    const user = userEvent.setup();
    const onStepChange = renderWizard();
    screen.getByRole('button', { name: /Package/ }).focus();
    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: /Review/ }).focus();
    await user.keyboard(' ');
    expect(onStepChange.mock.calls).toEqual([[1], [5]]);
  });

  it('R25.126 clicking the disabled or the selected step does nothing', async () => {
    const user = userEvent.setup();
    const onStepChange = renderWizard();
    await user.click(screen.getByRole('button', { name: /Promote/ }));
    await user.click(screen.getByRole('button', { name: /Permissions/ }));
    screen.getByRole('button', { name: /Promote/ }).focus();
    await user.keyboard('{Enter}');
    expect(onStepChange).not.toHaveBeenCalled();
  });

  it('shows the description and the tooltip on hover', async () => {
    const user = userEvent.setup();
    render(
      <StepsWizard
        steps={[{ title: 'Repository', description: 'npm-local', tooltip: 'Pick the target repository' }]}
        onStepChange={vi.fn()}
      />,
    );
    expect(screen.getByText('npm-local')).toBeTruthy();
    await user.hover(screen.getByRole('button', { name: /Repository/ }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Pick the target repository');
  });

  it('R25.127 uses a custom label in the marker instead of the number', () => {
    render(<StepsWizard steps={[{ label: 'A', title: 'Repository' }]} onStepChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: /Repository/ }).textContent).toContain('A');
    expect(screen.getByRole('button', { name: /Repository/ }).textContent).not.toContain('1');
  });
});
