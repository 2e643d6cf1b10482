import { act, render as renderPlain, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordCopyField } from './password-copy-field.tsx';

// Inside antd's <App> the copy toasts belong to the test's own tree, so cleanup removes them too.
const render = (ui: ReactElement) => renderPlain(ui, { wrapper: App });

const SECRET = 'AKCp8nzqWmVxT3f1Q9xYbL';

function checkPassword(password: string) {
  return password === 'password' ? Promise.resolve(SECRET) : Promise.reject(new Error('Incorrect password'));
}

describe('PasswordCopyField', () => {
  afterEach(() => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
  });

  it('R25.110 keeps the secret masked until asked', () => {
    render(<PasswordCopyField label="API key" onSubmit={checkPassword} />);

    const field = screen.getByRole('group', { name: 'API key' });
    expect(field.textContent).not.toContain(SECRET);
    expect(screen.getByRole('button', { name: 'Show' })).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('R25.111 sends the password on Enter and shows the secret with a copy button', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(checkPassword);
    render(<PasswordCopyField label="API key" onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Show' }));
    const input = screen.getByLabelText('Password');
    expect(document.activeElement).toBe(input);
    await user.type(input, 'password{Enter}');

    expect(onSubmit).toHaveBeenCalledWith('password');
    expect(await screen.findByText(SECRET)).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();

    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'API key' })).getByRole('status').textContent).toBe('Text copied');
  });

  it('R25.111 sends the password with the arrow button, and keeps asking after a wrong one', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(checkPassword);
    render(<PasswordCopyField label="npm token" onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Show' }));
    const submit = screen.getByRole('button', { name: 'Submit password' });
    expect(submit).toHaveProperty('disabled', true);

    await user.type(screen.getByLabelText('Password'), 'hunter2');
    await user.click(submit);
    expect(onSubmit).toHaveBeenLastCalledWith('hunter2');
    // Toasts of earlier tests stay in the body, so look for the error inside the field.
    const field = screen.getByRole('group', { name: 'npm token' });
    expect((await within(field).findByRole('alert')).textContent).toBe('Incorrect password');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'password');
    await user.click(screen.getByRole('button', { name: 'Submit password' }));
    expect(await screen.findByText(SECRET)).toBeTruthy();
  });

  it('R25.112 the close button closes the password input without sending it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(checkPassword);
    render(<PasswordCopyField label="API key" onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Show' }));
    await user.type(screen.getByLabelText('Password'), 'pass');
    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show' })).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByLabelText('Password')).toHaveProperty('value', '');
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('R25.112 stays closed when the password check answers after the field was closed', async () => {
    const user = userEvent.setup();
    let answer: (secret: string) => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    render(<PasswordCopyField label="API key" onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Show' }));
    await user.type(screen.getByLabelText('Password'), 'password{Enter}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await act(async () => answer(SECRET));

    expect(screen.queryByText(SECRET)).toBeNull();
    expect(screen.getByRole('button', { name: 'Show' })).toBeTruthy();
  });
});
