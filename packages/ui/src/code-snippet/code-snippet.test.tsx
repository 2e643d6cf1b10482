import { act, render as renderPlain, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CodeSnippet } from './code-snippet.tsx';

// Inside antd's <App> the copy toasts belong to the test's own tree, so cleanup removes them too.
const render = (ui: ReactElement) => renderPlain(ui, { wrapper: App });

const code =
  '# point npm at Arca\nnpm config set registry https://arca.example.com/api/npm/npm-remote/\nnpm install lodash';

/** user-event puts its own clipboard on navigator at setup, so stub after calling it. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: vi.fn(writeText) } });
  return navigator.clipboard.writeText;
}

describe('CodeSnippet', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
  });

  it('R25.104 R25.105 shows line numbers and a $ before each command, not in the copied text', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const writeText = stubClipboard(() => Promise.resolve());
    render(<CodeSnippet code={code} prompt title="npm configuration" />);

    const snippet = screen.getByRole('region', { name: 'npm configuration' });
    expect(snippet.dataset.language).toBe('bash');
    const lines = snippet.querySelectorAll('code > div');
    expect(lines).toHaveLength(3);
    expect(lines[0]?.textContent).toBe('1# point npm at Arca');
    expect(lines[1]?.textContent).toBe('2$npm config set registry https://arca.example.com/api/npm/npm-remote/');
    expect(lines[2]?.textContent).toBe('3$npm install lodash');

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(code);
  });

  it('R25.104 leaves out the prompt and line numbers when asked', () => {
    render(<CodeSnippet code="npm ci" showLineNumbers={false} />);
    expect(screen.getByRole('region', { name: 'Code snippet' }).querySelector('code > div')?.textContent).toBe(
      'npm ci',
    );
  });

  it("R25.107 R25.108 R27.15 shows 'Copied' for 2000 ms with 'Text copied' and a toast, then reverts", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubClipboard(() => Promise.resolve());
    render(<CodeSnippet code={code} />);

    const clickedAt = Date.now();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    const copiedAt = Date.now();

    expect(screen.getByRole('button', { name: 'Copied' }).textContent).toContain('Copied');
    expect(screen.getByRole('status').textContent).toBe('Text copied');
    expect(await screen.findByText('Copied to clipboard')).toBeTruthy();

    // The fake clock also follows real time (shouldAdvanceTime), so measure from the click.
    act(() => {
      vi.advanceTimersByTime(Math.max(0, clickedAt + 1990 - Date.now()));
    });
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(Math.max(0, copiedAt + 2000 - Date.now()));
    });
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it("R25.109 reports 'Text wasn't copied, try late!' and an error toast with the failure message", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubClipboard(() => Promise.reject(new Error('Write permission denied.')));
    render(<CodeSnippet code={code} />);

    await user.click(screen.getByRole('button', { name: 'Copy' }));

    expect(screen.getByRole('status').textContent).toBe("Text wasn't copied, try late!");
    expect(await screen.findByText('Write permission denied.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('R25.106 R27.34 expands into a 900 px dialog that can copy too', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const writeText = stubClipboard(() => Promise.resolve());
    render(<CodeSnippet code={code} title="npm configuration" prompt />);

    await user.click(screen.getByRole('button', { name: 'Expand' }));

    const dialog = await screen.findByRole('dialog', { name: 'npm configuration' });
    const modal = dialog.closest<HTMLElement>('.ant-modal') ?? dialog;
    expect(modal.style.width).toBe('900px');
    expect(dialog.querySelector('code')?.textContent).toContain('npm install lodash');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(code);
  });
});
