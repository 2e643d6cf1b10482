import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IncludeExcludePatterns } from './include-exclude-patterns.tsx';
import type { PatternsValue } from './types.ts';
import { DEFAULT_PATTERNS } from './utils.ts';

function Harness({ initial = DEFAULT_PATTERNS, spy }: { initial?: PatternsValue; spy?: (v: PatternsValue) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <IncludeExcludePatterns
      value={value}
      onChange={(next) => {
        spy?.(next);
        setValue(next);
      }}
    />
  );
}

const section = (name: string) => screen.getByRole('region', { name });
const patternsIn = (name: string) =>
  within(section(name))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('IncludeExcludePatterns', () => {
  it('R25.091 R25.092 shows an include list holding **/* and an empty exclude list', () => {
    render(<Harness />);
    expect(screen.getByRole('heading', { name: 'Include Patterns' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Exclude Patterns' })).toBeTruthy();
    expect(patternsIn('Include Patterns')).toEqual(['**/*']);
    expect(patternsIn('Exclude Patterns')).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Include Patterns' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Exclude Patterns' })).toBeTruthy();
  });

  it('R25.094 explains both lists, and the inputs are described by that help', () => {
    render(<Harness />);
    const includeHelp =
      'Include patterns are artifact patterns like x/y/**/z/*. Only artifacts matching an include pattern are served.';
    const excludeHelp = 'Artifacts matching an exclude pattern are not served.';
    expect(within(section('Include Patterns')).getByText(includeHelp)).toBeTruthy();
    expect(within(section('Exclude Patterns')).getByText(excludeHelp)).toBeTruthy();
    const describedBy = (name: string) =>
      (screen.getByRole('textbox', { name }).getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    expect(describedBy('Include Patterns')).toBe(includeHelp);
    expect(describedBy('Exclude Patterns')).toBe(excludeHelp);
  });

  it('R25.095 R25.091 edits the comma-joined strings through the two lists', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    await user.type(screen.getByRole('textbox', { name: 'Include Patterns' }), 'org/acme/**{Enter}');
    expect(spy).toHaveBeenLastCalledWith({ includesPattern: 'org/acme/**,**/*', excludesPattern: '' });
    await user.type(screen.getByRole('textbox', { name: 'Exclude Patterns' }), '**/*-sources.jar{Enter}');
    expect(spy).toHaveBeenLastCalledWith({ includesPattern: 'org/acme/**,**/*', excludesPattern: '**/*-sources.jar' });
    await user.click(screen.getByRole('button', { name: 'Remove **/*' }));
    expect(spy).toHaveBeenLastCalledWith({ includesPattern: 'org/acme/**', excludesPattern: '**/*-sources.jar' });
    expect(patternsIn('Include Patterns')).toEqual(['org/acme/**']);
  });

  it('refuses a pattern with a comma, which the joined form could not hold', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    await user.type(screen.getByRole('textbox', { name: 'Exclude Patterns' }), 'a/**,b/**{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('A pattern cannot contain a comma');
    expect(spy).not.toHaveBeenCalled();
  });
});
