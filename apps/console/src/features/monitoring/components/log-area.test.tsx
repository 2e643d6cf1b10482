import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatLogTime } from '../log-line-format.ts';
import { LogArea } from './log-area.tsx';

const time = new Date(2026, 10, 26, 9, 5, 7, 42).getTime();
const jsonLine = JSON.stringify({ level: 50, time, reqId: 'c44d', msg: 'request failed' });
const content = `${jsonLine}\nplain text line\n`;

describe('log area', () => {
  it('shows lines readable by default and the raw text one click away', async () => {
    const user = userEvent.setup();
    render(<LogArea view={{ kind: 'content', content }} />);
    // The toggle is a radio group, one choice selected.
    expect(screen.getByRole('radio', { name: 'Readable' })).toHaveProperty('checked', true);
    const readable = screen.getByRole('log', { name: 'Log content' });
    const lines = [...readable.children].map((line) => line.textContent);
    expect(lines).toEqual([`error ${formatLogTime(time)} request failed reqId=c44d`, 'plain text line']);
    expect(readable.querySelector('[data-level="error"]')?.textContent).toBe('error');

    await user.click(screen.getByText('Raw'));
    const raw = screen.getByRole('log', { name: 'Log content' });
    expect(raw.tagName).toBe('PRE');
    expect(raw.textContent).toBe(content);

    await user.click(screen.getByText('Readable'));
    expect(screen.getByRole('log', { name: 'Log content' }).textContent).not.toContain('{"level"');
  });
});
