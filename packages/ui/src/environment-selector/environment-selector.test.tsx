import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EnvironmentSelector } from './environment-selector.tsx';

const environments = ['DEV', 'QA', 'PROD'];

/** The visible option rows of the open dropdown (antd also renders a hidden listbox for screen readers). */
function optionRow(label: string): HTMLElement {
  const row = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${label}"]`);
  if (!row) throw new Error(`no option ${label}`);
  return row;
}

describe('EnvironmentSelector', () => {
  it('R25.139 buttons mode shows one toggle button per environment, pressed when selected', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<EnvironmentSelector mode="buttons" environments={environments} value={['QA']} onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Environments' });
    expect(within(group).getByRole('button', { name: 'QA' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(group).getByRole('button', { name: 'DEV' }).getAttribute('aria-pressed')).toBe('false');
    await user.click(within(group).getByRole('button', { name: 'PROD' }));
    expect(onChange).toHaveBeenLastCalledWith(['QA', 'PROD']);
    await user.click(within(group).getByRole('button', { name: 'QA' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it("R25.139 R25.140 dropdown mode is a select with the placeholder 'Select Environment'", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<EnvironmentSelector mode="dropdown" environments={environments} value={[]} onChange={onChange} />);
    expect(screen.getByText('Select Environment')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Environments' }));
    await user.click(optionRow('PROD'));
    expect(onChange).toHaveBeenLastCalledWith(['PROD']);
  });

  it('R25.141 choosing the placeholder option clears the selection when allowed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <EnvironmentSelector
        mode="dropdown"
        placeholderClears
        environments={environments}
        value={['DEV', 'QA']}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Environments' }));
    await user.click(optionRow('Select Environment'));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('R25.141 without the option the placeholder is not offered', async () => {
    const user = userEvent.setup();
    render(<EnvironmentSelector mode="dropdown" environments={environments} value={['DEV']} onChange={vi.fn()} />);
    await user.click(screen.getByRole('combobox', { name: 'Environments' }));
    expect(optionRow('QA')).toBeTruthy();
    expect(document.querySelector('.ant-select-item-option[title="Select Environment"]')).toBeNull();
  });
});
